// Bulk merge (lazy): choose the discussion the others merge into; at least 2 are needed, and every one must be
// editable (the server refuses the whole merge otherwise, docs/reference/errors.md#bulk-actions).
import { useId, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { Checkbox } from "../../../ui/Checkbox";
import { useT } from "../../../ui/i18n/i18n-context";
import { bulkMerge } from "../../api/bulk";
import { BULK_MESSAGES } from "../bulk-permissions";
import { selectionStore } from "../selection-store";
import { useBulkRun } from "../use-bulk-run";
import { BulkFormShell } from "./BulkFormShell";
import type { BulkFormProps } from "./bulk-form-props";
import { usePermissionWarning } from "./use-permission-warning";

export default function MergeForm({ discussions, onClose }: BulkFormProps) {
  const t = useT();
  const id = useId();
  const [destinationID, setDestinationID] = useState<number | null>(discussions[0]?.discussionID ?? null);
  const [addRedirects, setAddRedirects] = useState(false);
  const { warning, refused } = usePermissionWarning("merge", discussions);
  const bulk = useBulkRun();
  const tooFew = discussions.length < 2;

  const submit = async () => {
    if (destinationID === null) return;
    const sources = discussions
      .map((discussion) => discussion.discussionID)
      .filter((discussionID) => discussionID !== destinationID);
    const result = await bulk.run({
      action: "merge",
      ids: sources,
      call: () => bulkMerge(sources, destinationID, addRedirects),
      // Merged discussions leave every list (a redirect, if any, is a new discussion the lists do not hold yet).
      change: (successIDs) => ({ kind: "remove", ids: successIDs }),
    });
    // The destination was never pending: it leaves the selection once the merge is through.
    const destination = discussions.find((discussion) => discussion.discussionID === destinationID);
    if (result && destination) selectionStore.getState().setChecked(destination, false);
    if (result) onClose();
  };

  return (
    <BulkFormShell
      title={t("Merge Discussions")}
      description={t("The other discussions' posts and comments move into the one you choose.")}
      warning={warning}
      error={bulk.error}
      running={bulk.running}
      progress={bulk.progress}
      submitLabel={t("Merge")}
      pendingLabel={t("Merging…")}
      progressMessage={msg("{done} of {total} merged…")}
      canSubmit={!tooFew && refused.length === 0 && destinationID !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      {tooFew ? (
        <p role="alert" className="text-sm text-danger">
          {t(BULK_MESSAGES.mergeTooFew)}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-fg">{t("Merge into")}</legend>
          {discussions.map((discussion) => (
            <label key={discussion.discussionID} className="inline-flex items-center gap-2 text-sm text-fg">
              <input
                type="radio"
                name={`${id}-destination`}
                className="size-4 accent-primary"
                checked={destinationID === discussion.discussionID}
                onChange={() => setDestinationID(discussion.discussionID)}
              />
              {discussion.name}
            </label>
          ))}
        </fieldset>
      )}
      <Checkbox
        label={t("Leave redirect links to the merged discussion")}
        checked={addRedirects}
        onChange={(event) => setAddRedirects(event.target.checked)}
      />
    </BulkFormShell>
  );
}
