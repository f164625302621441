// /dashboard/users: find people (by name, or email for viewers with personalInfo.view, and role), page through
// them, add a member (users.add, with a generated password), edit one (fields and roles), ban or unban, delete (their
// content stays, shown as 'Deleted User'). The search and page live in the address. Changes confirm first where they
// cost something (ban, delete) and report in a toast.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "../../../layout/session";
import type { Role } from "../../../types/generated/api/role";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { Pager } from "../../../ui/Pager";
import { toast } from "../../../ui/toast-store";
import { errorMessage } from "../../api/errors";
import {
  type User,
  type UserSearch,
  useDeleteUserMutation,
  usePatchUserMutation,
  useUserAdminList,
} from "../../api/users";
import { usePermission } from "../../permissions/use-permission";
import { AddMemberDialog } from "./AddMemberDialog";
import { UserEditDialog } from "./UserEditDialog";
import { UsersSearchForm } from "./UsersSearchForm";
import { type UserAction, UsersTable } from "./UsersTable";

function searchOf(params: URLSearchParams): UserSearch {
  const roleID = Number(params.get("roleID"));
  const page = Number(params.get("page"));
  return {
    query: params.get("query") ?? "",
    roleID: Number.isInteger(roleID) && roleID > 0 ? roleID : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function UsersPage({ roles }: { roles: Role[] }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const list = useUserAdminList(search);
  const { user: me } = useSession();
  const canEdit = usePermission("users.edit");
  const canDelete = usePermission("users.delete");
  const seesEmail = usePermission("personalInfo.view");
  const canAdd = usePermission("users.add");
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<User | null>(null);
  const [confirming, setConfirming] = useState<{ action: "ban" | "delete"; user: User } | null>(null);
  const patch = usePatchUserMutation();
  const remove = useDeleteUserMutation();

  function onAction(action: UserAction, user: User) {
    if (action === "edit") setEditing(user);
    else if (action === "unban") void unban(user);
    else setConfirming({ action, user });
  }

  async function unban(user: User) {
    try {
      await patch.mutateAsync({ userID: user.userID, patch: { banned: 0 } });
      toast.success(t("{name} is no longer banned.", { name: user.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function confirm() {
    if (!confirming) return;
    const { action, user } = confirming;
    // A failure throws: the dialog stays open and shows why.
    if (action === "ban") {
      await patch.mutateAsync({ userID: user.userID, patch: { banned: 1 } });
      toast.success(t("{name} is banned and signed out everywhere.", { name: user.name }));
    } else {
      await remove.mutateAsync(user.userID);
      toast.success(
        t("{name}'s account was deleted. Their posts now show 'Deleted User'.", { name: user.name }),
      );
    }
    setConfirming(null);
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-8">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold text-fg-heading">{t("Users")}</h1>
          {canAdd ? (
            <Button variant="primary" onClick={() => setAdding(true)}>
              {t("Add Member")}
            </Button>
          ) : null}
        </div>
        <p className="text-sm text-fg-muted">
          {t(
            "Find people, change their profile and roles, ban them, or delete their account. Deleting keeps what they wrote, shown as by ‘Deleted User’.",
          )}
        </p>
      </div>
      <UsersSearchForm
        key={params.toString()}
        search={search}
        roles={roles}
        byEmail={seesEmail}
        onSearch={({ query, roleID }) => {
          const next = new URLSearchParams();
          if (query) next.set("query", query);
          if (roleID !== null) next.set("roleID", String(roleID));
          setParams(next);
        }}
      />
      {list.error ? (
        <FormAlert message={errorMessage(list.error)} description={t("The users could not be loaded.")} />
      ) : !list.data ? (
        <Loader label={t("Loading users")} />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-fg-muted" aria-live="polite">
            {search.query
              ? t("{count, plural, one {# user matching “{query}”} other {# users matching “{query}”}}", {
                  count: list.data.total,
                  query: search.query,
                })
              : t("{count, plural, one {# user} other {# users}}", { count: list.data.total })}
          </p>
          {list.data.items.length ? (
            <UsersTable
              users={list.data.items}
              roles={roles}
              showEmail={seesEmail}
              canEdit={canEdit}
              canDelete={canDelete}
              currentUserID={me.userID}
              onAction={onAction}
            />
          ) : (
            <p className="text-sm text-fg">{t("No users match this search.")}</p>
          )}
          <Pager page={list.data.page} limit={list.data.limit} total={list.data.total} />
        </div>
      )}
      {adding ? (
        <AddMemberDialog
          onClose={() => setAdding(false)}
          onAdded={(added) => {
            toast.success(t("{name} was added.", { name: added.name }));
            setAdding(false);
          }}
        />
      ) : null}
      {editing ? (
        <UserEditDialog
          user={editing}
          roles={roles}
          withRoles={canEdit}
          withEmail={seesEmail || editing.userID === me.userID}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            toast.success(t("{name} saved.", { name: saved.name }));
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.action === "ban" ? t("Ban User") : t("Delete User")}
        confirmLabel={confirming?.action === "ban" ? t("Ban") : t("Delete")}
        pendingLabel={confirming?.action === "ban" ? t("Banning…") : t("Deleting…")}
        destructive
        pending={patch.isPending || remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      >
        {confirming?.action === "ban"
          ? t("Ban {name}? They are signed out at once and cannot sign in until unbanned.", {
              name: confirming.user.name,
            })
          : t(
              "Delete the account of {name}? Their discussions and comments stay, shown as by ‘Deleted User’. This cannot be undone.",
              { name: confirming?.user.name ?? "" },
            )}
      </ConfirmDialog>
    </div>
  );
}
