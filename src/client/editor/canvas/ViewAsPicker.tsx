// Whose eyes the preview uses: yourself, a guest, or any role (GET /roles). The server hydrates the canvas as that
// viewer, with the same permission checks and role filters as the live page.
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { type Role, rolesQuery } from "../../api/roles";
import { type EditorViewAs, useEditor, useEditorStore } from "../store/editor-store";

/** The select's value for a viewer ("self", "guest", "role:8") and back. */
export const viewAsValue = (viewAs: EditorViewAs) => (typeof viewAs === "number" ? `role:${viewAs}` : viewAs);

export function parseViewAs(value: string): EditorViewAs {
  if (value === "guest") return "guest";
  const role = /^role:(\d+)$/.exec(value);
  return role?.[1] ? Number(role[1]) : "self";
}

export function ViewAsPicker({ roles, className }: { roles?: readonly Role[]; className?: string }) {
  const editor = useEditorStore();
  const t = useT();
  const viewAs = useEditor((s) => s.viewAs);
  const fetched = useQuery({ ...rolesQuery(), enabled: !roles });
  // The guest role is what "Guest" (signed out) previews with already: listed again it would read "Guest" twice.
  const list = (roles ?? fetched.data ?? []).filter((role) => role.type !== "guest");
  const id = useId();
  return (
    <div className={cx("flex items-center gap-2 text-sm", className)}>
      <label htmlFor={id} className="font-semibold text-fg">
        {t("Preview as")}
      </label>
      <select
        id={id}
        value={viewAsValue(viewAs)}
        onChange={(event) => editor.getState().setViewAs(parseViewAs(event.target.value))}
        className="h-8 rounded-control border border-border-strong bg-bg px-2 text-sm focus-visible:outline-2 focus-visible:outline-focus"
      >
        <option value="self">{t("You")}</option>
        <option value="guest">{t("Guest")}</option>
        {list.map((role) => (
          <option key={role.roleID} value={`role:${role.roleID}`}>
            {role.name}
          </option>
        ))}
      </select>
    </div>
  );
}
