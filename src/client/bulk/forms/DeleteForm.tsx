// Bulk delete (lazy), with confirmation: the discussions and their comments go (kept in the content log).
import { msg } from "../../../lib/i18n/msg";
import { useT } from "../../../ui/i18n/i18n-context";
import { bulkDelete } from "../../api/bulk";
import { useBulkRun } from "../use-bulk-run";
import { BulkFormShell } from "./BulkFormShell";
import type { BulkFormProps } from "./bulk-form-props";
import { usePermissionWarning } from "./use-permission-warning";

export default function DeleteForm({ discussions, onClose }: BulkFormProps) {
  const t = useT();
  const { warning, allowed } = usePermissionWarning("delete", discussions);
  const bulk = useBulkRun();

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
      title={t("Delete Discussions")}
      description={t(
        "Are you sure you want to delete {count, plural, one {# discussion} other {# discussions}}? Their comments are deleted with them.",
        { count: discussions.length },
      )}
      warning={warning}
      error={bulk.error}
      running={bulk.running}
      progress={bulk.progress}
      submitLabel={t("Delete")}
      pendingLabel={t("Deleting…")}
      progressMessage={msg("{done} of {total} deleted…")}
      canSubmit={allowed.length > 0}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
