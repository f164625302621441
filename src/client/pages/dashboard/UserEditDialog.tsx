// The user admin's edit dialog: name, email (for editors who may see it), title, photo address, privacy and — with
// users.edit — the roles. Saving sends only what changed; the server's field errors show under their fields and
// the dialog stays open, so nothing typed is lost.
import { type FormEvent, useId, useRef, useState } from "react";
import type { Role } from "../../../types/generated/api/role";
import { Button } from "../../../ui/Button";
import { Checkbox } from "../../../ui/Checkbox";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { type User, usePatchUserMutation } from "../../api/users";
import { failureMessages } from "./field-messages";
import { formOf, formProblems, patchOf, type UserForm } from "./user-edit-form";

export interface UserEditDialogProps {
  user: User;
  roles: Role[];
  /** users.edit: roles can be changed. */
  withRoles: boolean;
  /** The email is shown (personalInfo.view, or one's own) and may be changed. */
  withEmail: boolean;
  onClose(): void;
  onSaved(user: User): void;
}

const FIELDS = ["name", "email", "title", "photoUrl", "private", "roleIDs"];

export function UserEditDialog({ user, roles, withRoles, withEmail, onClose, onSaved }: UserEditDialogProps) {
  const t = useT();
  const [before] = useState(() => formOf(user));
  const [form, setForm] = useState<UserForm>(before);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const patch = usePatchUserMutation();
  const firstField = useRef<HTMLInputElement>(null);
  const failure = failureMessages(patch.error, t);
  const errorsOf = (field: string) => problems[field] ?? failure.fields[field];
  const fieldFailure = FIELDS.some((field) => failure.fields[field]?.length);
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => setForm({ ...form, [key]: value });

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = formProblems(form, withRoles, t);
    setProblems(found);
    if (Object.keys(found).length) return;
    const changes = patchOf(before, form, { withEmail, withRoles });
    if (!changes) {
      onClose();
      return;
    }
    try {
      onSaved(await patch.mutateAsync({ userID: user.userID, patch: changes }));
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!patch.isPending) onClose();
      }}
      title={t("Edit {name}", { name: user.name })}
      size="medium"
      initialFocus={firstField}
    >
      <form
        onSubmit={save}
        className="flex flex-col gap-4"
        noValidate
        aria-label={t("Edit {name}", { name: user.name })}
      >
        <TextField
          ref={firstField}
          label={t("Name")}
          value={form.name}
          onChange={(event) => set("name", event.target.value)}
          required
          maxLength={40}
          errors={errorsOf("name")}
        />
        {withEmail ? (
          <TextField
            label={t("Email")}
            type="email"
            value={form.email}
            onChange={(event) => set("email", event.target.value)}
            required
            maxLength={200}
            hint={t("A new address is unconfirmed until its owner follows the link mailed to it.")}
            errors={errorsOf("email")}
          />
        ) : null}
        <TextField
          label={t("Title")}
          value={form.title}
          onChange={(event) => set("title", event.target.value)}
          maxLength={100}
          hint={t("Shown beside the name, e.g. a rank. Leave empty for none.")}
          errors={errorsOf("title")}
        />
        <TextField
          label={t("Photo address")}
          type="url"
          value={form.photoUrl}
          onChange={(event) => set("photoUrl", event.target.value)}
          maxLength={500}
          hint={t("An https:// address or a path on this site. Leave empty for none.")}
          errors={errorsOf("photoUrl")}
        />
        <div className="flex flex-col gap-1">
          <Checkbox
            label={t("Private profile")}
            checked={form.private}
            onChange={(event) => set("private", event.target.checked)}
          />
          <FieldErrors errors={errorsOf("private")} />
        </div>
        {withRoles ? (
          <RolesFieldset
            roles={roles}
            selected={form.roleIDs}
            onChange={(roleIDs) => set("roleIDs", roleIDs)}
            errors={errorsOf("roleIDs")}
          />
        ) : null}
        <FormAlert message={fieldFailure ? null : failure.message} />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={patch.isPending}>
            {t("Cancel")}
          </Button>
          <SubmitButton pending={patch.isPending} pendingLabel={t("Saving…")}>
            {t("Save")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

function RolesFieldset({
  roles,
  selected,
  onChange,
  errors,
}: {
  roles: Role[];
  selected: number[];
  onChange(roleIDs: number[]): void;
  errors: string[] | undefined;
}) {
  const errorID = useId();
  const t = useT();
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorID : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-fg-heading">{t("Roles")}</legend>
      {roles.map((role) => (
        <Checkbox
          key={role.roleID}
          label={role.name}
          checked={selected.includes(role.roleID)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? [...selected, role.roleID].sort((a, b) => a - b)
                : selected.filter((id) => id !== role.roleID),
            )
          }
        />
      ))}
      <FieldErrors id={errorID} errors={errors} />
    </fieldset>
  );
}

function FieldErrors({ id, errors }: { id?: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="text-sm text-danger">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
