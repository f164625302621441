// Move (docs/reference/permissions.md#category-permissions: discussions.edit): a picker of the categories the
// discussion may go to — those that hold discussions (not headings or lists of categories) where the user may edit,
// indented by depth.
import { useEffect, useId, useMemo, useState } from "react";
import { checkPermission } from "../../lib/permissions/check";
import type { Discussion } from "../../types/generated/api/discussion";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { INPUT_CLASSES } from "../../ui/TextField";
import { useFlatCategories } from "../api/categories";
import { usePermissionSource } from "../permissions/use-permission";
import { OptionDialog } from "./OptionDialog";

const POSTABLE = new Set(["discussions", "flat"]);

export interface MoveDiscussionDialogProps {
  open: boolean;
  discussion: Pick<Discussion, "categoryID" | "name">;
  onSubmit(categoryID: number): Promise<void>;
  onClose(): void;
}

export function MoveDiscussionDialog({ open, discussion, onSubmit, onClose }: MoveDiscussionDialogProps) {
  const t = useT();
  const selectID = useId();
  const categories = useFlatCategories(open);
  const source = usePermissionSource();
  const [categoryID, setCategoryID] = useState(0);
  useEffect(() => {
    if (open) setCategoryID(0);
  }, [open]);

  const targets = useMemo(
    () =>
      (categories.data ?? []).filter(
        (category) =>
          POSTABLE.has(category.displayAs) &&
          category.categoryID !== discussion.categoryID &&
          checkPermission(source, ["discussions.edit", "community.moderate", "discussions.manage"], {
            resourceID: category.categoryID,
          }),
      ),
    [categories.data, source, discussion.categoryID],
  );

  return (
    <OptionDialog
      open={open}
      title={t("Move Discussion")}
      description={t("Choose where “{name}” should go.", { name: discussion.name })}
      submitLabel={t("Move")}
      pendingLabel={t("Moving…")}
      canSubmit={categoryID > 0}
      onSubmit={() => onSubmit(categoryID)}
      onClose={onClose}
    >
      {categories.isError ? (
        <p role="alert">{t("The categories could not be loaded. Please try again later.")}</p>
      ) : !categories.data ? (
        <Loader />
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectID} className="text-sm font-semibold">
            {t("Category")}
          </label>
          <select
            id={selectID}
            value={categoryID || ""}
            onChange={(event) => setCategoryID(Number(event.target.value) || 0)}
            className={INPUT_CLASSES}
          >
            <option value="">{t("Select a category…")}</option>
            {targets.map((category) => (
              <option key={category.categoryID} value={category.categoryID}>
                {`${"\u00a0\u00a0".repeat(Math.max(0, category.depth - 1))}${category.name}`}
              </option>
            ))}
          </select>
        </div>
      )}
    </OptionDialog>
  );
}
