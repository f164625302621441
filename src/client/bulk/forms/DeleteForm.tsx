// Bulk delete (lazy), with confirmation: the discussions and their comments go (kept in the content log).
import { bulkDelete } from "../../api/bulk";
import { useBulkRun } from "../use-bulk-run";
import { BulkFormShell } from "./BulkFormShell";
import type { BulkFormProps } from "./bulk-form-props";
import { usePermissionWarning } from "./use-permission-warning";

export default function DeleteForm({ discussions, onClose }: BulkFormProps) {
  const { warning, allowed } = usePermissionWarning("delete", discussions);
  const bulk = useBulkRun();
  const count = discussions.length === 1 ? "1 discussion" : `${discussions.length} discussions`;

  const submit = async () => {
    const ids = discussions.map((discussion) => discussion.discussionID);
    const result = await bulk.run({
      action: "delete",
      ids,
      call: () => bulkDelete(ids),
      change: (successIDs) => ({ kind: "remove", ids: successIDs }),
    });
    if (result) onClose();
  };

  return (
    <BulkFormShell
      title="Delete Discussions"
      description={`Are you sure you want to delete ${count}? Their comments are deleted with them.`}
      warning={warning}
      error={bulk.error}
      running={bulk.running}
      progress={bulk.progress}
      submitLabel="Delete"
      pendingLabel="Deleting…"
      doneVerb="deleted"
      canSubmit={allowed.length > 0}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
