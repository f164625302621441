// Bulk move (lazy): a target category the viewer may edit in, and whether to leave redirects behind.
import { useId, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { checkPermission } from "../../../lib/permissions/check";
import { Checkbox } from "../../../ui/Checkbox";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { bulkMove } from "../../api/bulk";
import { useFlatCategories } from "../../api/categories";
import { usePermissionSource } from "../../permissions/use-permission";
import { canEditIn } from "../bulk-permissions";
import { useBulkRun } from "../use-bulk-run";
import { BulkFormShell } from "./BulkFormShell";
import type { BulkFormProps } from "./bulk-form-props";
import { usePermissionWarning } from "./use-permission-warning";

const POSTABLE = new Set(["discussions", "flat"]);

export default function MoveForm({ discussions, onClose }: BulkFormProps) {
  const t = useT();
  const id = useId();
  const source = usePermissionSource();
  const [categoryID, setCategoryID] = useState<number | "">("");
  const [addRedirects, setAddRedirects] = useState(false);
  const { warning, allowed } = usePermissionWarning("move", discussions);
  const bulk = useBulkRun();
  const categories = useFlatCategories();
  const targets = (categories.data ?? []).filter(
    (category) =>
      POSTABLE.has(category.displayAs) &&
      canEditIn(source, category.categoryID) &&
      checkPermission(source, "discussions.view", { resourceID: category.categoryID }),
  );
  const target = targets.find((category) => category.categoryID === categoryID);

  const submit = async () => {
    if (!target) return;
    const ids = discussions.map((discussion) => discussion.discussionID);
    const result = await bulk.run({
      action: "move",
      ids,
      call: () => bulkMove(ids, target.categoryID, addRedirects),
      change: (successIDs) => ({
        kind: "move",
        ids: successIDs,
        category: { categoryID: target.categoryID, name: target.name, url: target.url },
      }),
    });
    if (result) onClose();
  };

  return (
    <BulkFormShell
      title={t("Move Discussions")}
      description={t("Move {count, plural, one {# discussion} other {# discussions}} to another category.", {
        count: discussions.length,
      })}
      warning={warning}
      error={bulk.error}
      running={bulk.running}
      progress={bulk.progress}
      submitLabel={t("Move")}
      pendingLabel={t("Moving…")}
      progressMessage={msg("{done} of {total} moved…")}
      canSubmit={!!target && allowed.length > 0}
      onSubmit={submit}
      onClose={onClose}
    >
      {categories.isError ? (
        <p role="alert">{t("The categories could not be loaded. Please try again later.")}</p>
      ) : null}
      {categories.isPending ? <Loader /> : null}
      {categories.data ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-category`} className="text-sm font-semibold text-fg">
            {t("Category")}
          </label>
          <select
            id={`${id}-category`}
            className="h-9 rounded-control border border-border-strong bg-bg px-2 text-sm text-fg"
            value={categoryID}
            onChange={(event) => setCategoryID(event.target.value ? Number(event.target.value) : "")}
            required
          >
            <option value="">{t("Choose a category")}</option>
            {targets.map((category) => (
              <option key={category.categoryID} value={category.categoryID}>
                {"\u00a0\u00a0".repeat(Math.max(0, (category.depth ?? 1) - 1))}
                {category.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <Checkbox
        label={t("Leave a redirect link in the old category")}
        checked={addRedirects}
        onChange={(event) => setAddRedirects(event.target.checked)}
      />
    </BulkFormShell>
  );
}
