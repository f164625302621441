// Bulk close (lazy): refused when every selected discussion is already closed
// (docs/reference/errors.md#bulk-actions).
import { bulkClose } from "../../api/bulk";
import { BULK_MESSAGES } from "../bulk-permissions";
import { useBulkRun } from "../use-bulk-run";
import { BulkFormShell } from "./BulkFormShell";
import type { BulkFormProps } from "./bulk-form-props";
import { usePermissionWarning } from "./use-permission-warning";

export default function CloseForm({ discussions, onClose }: BulkFormProps) {
  const { warning, allowed } = usePermissionWarning("close", discussions);
  const bulk = useBulkRun();
  const allClosed = discussions.length > 0 && discussions.every((discussion) => discussion.closed);

  const submit = async () => {
    const ids = discussions.map((discussion) => discussion.discussionID);
    const result = await bulk.run({
      action: "close",
      ids,
      call: () => bulkClose(ids, true),
      change: (successIDs) => ({ kind: "close", ids: successIDs, closed: true }),
    });
    if (result) onClose();
  };

  return (
    <BulkFormShell
      title="Close Discussions"
      description={`Close ${discussions.length === 1 ? "1 discussion" : `${discussions.length} discussions`}? Members can no longer comment on closed discussions.`}
      warning={warning}
      error={bulk.error}
      running={bulk.running}
      progress={bulk.progress}
      submitLabel="Close"
      pendingLabel="Closing…"
      doneVerb="closed"
      canSubmit={!allClosed && allowed.length > 0}
      onSubmit={submit}
      onClose={onClose}
    >
      {allClosed ? (
        <p role="alert" className="text-sm text-danger">
          {BULK_MESSAGES.alreadyClosed}
        </p>
      ) : null}
    </BulkFormShell>
  );
}
