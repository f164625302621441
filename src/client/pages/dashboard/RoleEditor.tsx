// One role on /dashboard/roles: its name and description, deletion, and its permissions.
import { type FormEvent, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { Button } from "../../../ui/Button";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import {
  type RoleDetail,
  useDeleteRoleMutation,
  usePatchRoleMutation,
  usePermissionCategories,
  useRoleDetail,
} from "../../api/roles";
import { failureMessages } from "./field-messages";
import { RoleHistory } from "./RoleHistory";
import { RolePermissionsForm } from "./RolePermissionsForm";
import { type RoleType, RoleTypeSelect } from "./RoleTypeSelect";

export interface RoleEditorProps {
  roleID: number;
  onStatus: (message: string) => void;
  onDeleted: (name: string) => void;
}

/** A role's type as its heading names it. */
const TYPE_NAMES: Record<RoleType, string> = {
  member: msg("member"),
  moderator: msg("moderator"),
  administrator: msg("administrator"),
  guest: msg("guest"),
};

export function RoleEditor({ roleID, onStatus, onDeleted }: RoleEditorProps) {
  const t = useT();
  const role = useRoleDetail(roleID);
  const categories = usePermissionCategories();
  const failed = role.error ?? categories.error;
  if (failed)
    return (
      <FormAlert
        message={failureMessages(failed, t).message}
        description={t("The role could not be loaded.")}
      />
    );
  if (!role.data || !categories.data) return <Loader label={t("Loading the role")} />;
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <RoleDetailsForm role={role.data} onStatus={onStatus} onDeleted={onDeleted} />
      <RolePermissionsForm role={role.data} categories={categories.data} onStatus={onStatus} />
      <RoleHistory roleID={roleID} />
    </div>
  );
}

function RoleDetailsForm({
  role,
  onStatus,
  onDeleted,
}: { role: RoleDetail } & Omit<RoleEditorProps, "roleID">) {
  const t = useT();
  const patch = usePatchRoleMutation();
  const remove = useDeleteRoleMutation();
  const [name, setName] = useState(role.name);
  const [description, setDescription] = useState(role.description);
  const [type, setType] = useState<RoleType>(role.type);
  const [confirming, setConfirming] = useState(false);
  const failure = failureMessages(patch.error, t);
  const changed = name !== role.name || description !== role.description || type !== role.type;

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await patch.mutateAsync({ roleID: role.roleID, patch: { name, description, type } });
      onStatus(t("Role “{name}” saved.", { name: saved?.name ?? name }));
    } catch {
      // Shown from the mutation's error.
    }
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-4" aria-labelledby="role-heading" noValidate>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border pb-2">
        <h2 id="role-heading" className="text-lg font-bold text-fg-heading">
          {role.name} <span className="text-sm font-normal text-fg-muted">({t(TYPE_NAMES[role.type])})</span>
        </h2>
        <Button
          type="button"
          size="sm"
          disabled={role.system}
          title={role.system ? t("The site relies on this role: it cannot be deleted.") : undefined}
          onClick={() => setConfirming(true)}
        >
          {t("Delete Role")}
        </Button>
      </div>
      {role.system ? (
        <p className="text-sm text-fg-muted">
          {t("The site relies on this role: it can be renamed, not deleted.")}
        </p>
      ) : null}
      <TextField
        label={t("Name")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        maxLength={100}
        errors={failure.fields.name}
      />
      <TextField
        label={t("Description")}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={500}
        errors={failure.fields.description}
      />
      <RoleTypeSelect value={type} onChange={setType} disabled={role.system} errors={failure.fields.type} />
      <FormAlert
        message={
          failure.fields.name || failure.fields.description || failure.fields.type ? null : failure.message
        }
      />
      <div>
        <SubmitButton pending={patch.isPending} pendingLabel={t("Saving…")}>
          {changed ? t("Save") : t("Saved")}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("Delete Role")}
        confirmLabel={t("Delete")}
        pendingLabel={t("Deleting…")}
        destructive
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await remove.mutateAsync(role.roleID);
          setConfirming(false);
          onDeleted(role.name);
        }}
      >
        {t("Are you sure you want to delete the role “{name}”? Its members lose what it allowed them.", {
          name: role.name,
        })}
      </ConfirmDialog>
    </form>
  );
}
