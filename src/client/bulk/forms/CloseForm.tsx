// Bulk close (lazy): refused when every selected discussion is already closed
// (docs/reference/errors.md#bulk-actions).
import { msg } from "../../../lib/i18n/msg";
import { useT } from "../../../ui/i18n/i18n-context";
import { bulkClose } from "../../api/bulk";
import { BULK_MESSAGES } from "../bulk-permissions";
import { useBulkRun } from "../use-bulk-run";
import { BulkFormShell } from "./BulkFormShell";
import type { BulkFormProps } from "./bulk-form-props";
import { usePermissionWarning } from "./use-permission-warning";

export default function CloseForm({ discussions, onClose }: BulkFormProps) {
  const t = useT();
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
      title={t("Close Discussions")}
      description={t(
        "Close {count, plural, one {# discussion} other {# discussions}}? Members can no longer comment on closed discussions.",
        { count: discussions.length },
      )}
      warning={warning}
      error={bulk.error}
      running={bulk.running}
      progress={bulk.progress}
      submitLabel={t("Close")}
      pendingLabel={t("Closing…")}
      progressMessage={msg("{done} of {total} closed…")}
      canSubmit={!allClosed && allowed.length > 0}
      onSubmit={submit}
      onClose={onClose}
    >
      {allClosed ? (
        <p role="alert" className="text-sm text-danger">
          {t(BULK_MESSAGES.alreadyClosed)}
        </p>
      ) : null}
    </BulkFormShell>
  );
}
