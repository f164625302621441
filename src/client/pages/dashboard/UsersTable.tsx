// One page of the user admin's results: who, their email (personalInfo.view), roles and state, and the actions the
// viewer may take on each. Buttons name the user for screen readers ("Edit member"); one's own row offers no ban
// or delete (the server refuses both).
import type { Role } from "../../../types/generated/api/role";
import { Badge } from "../../../ui/Badge";
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import { UserPhoto } from "../../../ui/UserPhoto";
import type { User } from "../../api/users";

export type UserAction = "edit" | "ban" | "unban" | "delete";

export interface UsersTableProps {
  users: User[];
  roles: Role[];
  showEmail: boolean;
  canEdit: boolean;
  canDelete: boolean;
  currentUserID: number;
  onAction(action: UserAction, user: User): void;
}

export function UsersTable({
  users,
  roles,
  showEmail,
  canEdit,
  canDelete,
  currentUserID,
  onAction,
}: UsersTableProps) {
  const t = useT();
  const roleNames = new Map(roles.map((role) => [role.roleID, role.name]));
  return (
    <div className="overflow-x-auto rounded-box border border-border">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t("Users")}</caption>
        <thead className="bg-bg-hover text-fg-heading">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t("User")}
            </th>
            {showEmail ? (
              <th scope="col" className="px-4 py-2 font-semibold">
                {t("Email")}
              </th>
            ) : null}
            <th scope="col" className="px-4 py-2 font-semibold">
              {t("Roles")}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              <span className="sr-only">{t("Actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => {
            const self = user.userID === currentUserID;
            return (
              <tr key={user.userID} className="align-middle">
                <th scope="row" className="px-4 py-2 font-normal">
                  <div className="flex items-center gap-3">
                    <UserPhoto url={user.photoUrl} size={28} />
                    <div className="flex min-w-0 flex-col">
                      <span className="flex flex-wrap items-center gap-2 font-semibold text-fg">
                        {user.name}
                        {user.banned ? <Badge tone="warning">{t("Banned")}</Badge> : null}
                        {user.private ? <Badge tone="muted">{t("Private")}</Badge> : null}
                      </span>
                      {user.title ? <span className="text-xs text-fg-muted">{user.title}</span> : null}
                    </div>
                  </div>
                </th>
                {showEmail ? <td className="px-4 py-2 break-all text-fg">{user.email ?? ""}</td> : null}
                <td className="px-4 py-2 text-fg">
                  {(user.roleIDs ?? [])
                    .map((id) => roleNames.get(id) ?? t("Role {id}", { id: String(id) }))
                    .join(", ") || t("None")}
                </td>
                <td className="px-4 py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    {canEdit ? (
                      <Button
                        size="sm"
                        aria-label={t("Edit {name}", { name: user.name })}
                        onClick={() => onAction("edit", user)}
                      >
                        {t("Edit")}
                      </Button>
                    ) : null}
                    {canEdit && !self ? (
                      <Button
                        size="sm"
                        aria-label={
                          user.banned
                            ? t("Unban {name}", { name: user.name })
                            : t("Ban {name}", { name: user.name })
                        }
                        onClick={() => onAction(user.banned ? "unban" : "ban", user)}
                      >
                        {user.banned ? t("Unban") : t("Ban")}
                      </Button>
                    ) : null}
                    {canDelete && !self ? (
                      <Button
                        size="sm"
                        aria-label={t("Delete {name}", { name: user.name })}
                        onClick={() => onAction("delete", user)}
                      >
                        {t("Delete")}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
