import type { Role } from "../../api/roles";
import { englishT, type TranslateFn } from "../i18n";
import type { EditorViewAs } from "../store/editor-store";

/** Who a preview is for, as ghosts name it: "you", "Guest", or the role's name. */
export function viewerName(
  viewAs: EditorViewAs,
  roles: readonly Role[] | undefined,
  t: TranslateFn = englishT,
): string {
  if (viewAs === "self") return t("you");
  if (viewAs === "guest") return t("Guest");
  return roles?.find((role) => role.roleID === viewAs)?.name ?? t("role {id}", { id: String(viewAs) });
}
