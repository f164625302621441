// The latest changes to one role, from the audit log: what was done, by whom, when.
import { msg } from "../../../lib/i18n/msg";
import { RichMessage, type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { RelativeTime } from "../../../ui/RelativeTime";
import { type AuditLogEntry, useRecordHistory } from "../../api/audit-logs";

const ACTIONS: Record<string, string> = {
  "role.add": msg("Added"),
  "role.edit": msg("Edited"),
  "role.permissions": msg("Permissions changed"),
  "role.delete": msg("Deleted"),
};

function describe(entry: AuditLogEntry, t: TranslateFn): string {
  const action = ACTIONS[entry.action];
  return action ? t(action) : entry.action;
}

export function RoleHistory({ roleID }: { roleID: number }) {
  const t = useT();
  const history = useRecordHistory("role", roleID);
  return (
    <section aria-labelledby="role-history" className="flex flex-col gap-2">
      <h3 id="role-history" className="text-base font-bold text-fg-heading">
        {t("Recent changes")}
      </h3>
      {history.error ? (
        <p className="text-sm text-fg-muted">{t("The history could not be loaded.")}</p>
      ) : !history.data ? (
        <p className="text-sm text-fg-muted">{t("Loading…")}</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("No changes recorded yet.")}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {history.data.map((entry) => (
            <li key={entry.auditLogID} className="text-fg">
              <RichMessage
                id="{action} by {user}, <time></time>"
                values={{
                  action: describe(entry, t),
                  user: entry.userName ?? t("Deleted User"),
                  time: () => <RelativeTime date={entry.dateInserted} />,
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
