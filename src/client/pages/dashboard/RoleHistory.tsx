// The latest changes to one role, from the audit log: what was done, by whom, when.
import { RelativeTime } from "../../../ui/RelativeTime";
import { type AuditLogEntry, useRecordHistory } from "../../api/audit-logs";

const ACTIONS: Record<string, string> = {
  "role.add": "Added",
  "role.edit": "Edited",
  "role.permissions": "Permissions changed",
  "role.delete": "Deleted",
};

function describe(entry: AuditLogEntry): string {
  return ACTIONS[entry.action] ?? entry.action;
}

export function RoleHistory({ roleID }: { roleID: number }) {
  const history = useRecordHistory("role", roleID);
  return (
    <section aria-labelledby="role-history" className="flex flex-col gap-2">
      <h3 id="role-history" className="text-base font-bold text-fg-heading">
        Recent changes
      </h3>
      {history.error ? (
        <p className="text-sm text-fg-muted">The history could not be loaded.</p>
      ) : !history.data ? (
        <p className="text-sm text-fg-muted">Loading…</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-fg-muted">No changes recorded yet.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {history.data.map((entry) => (
            <li key={entry.auditLogID} className="text-fg">
              {describe(entry)} by {entry.userName ?? "Deleted User"},{" "}
              <RelativeTime date={entry.dateInserted} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
