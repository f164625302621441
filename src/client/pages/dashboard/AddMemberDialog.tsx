// Adding a member from /dashboard/users (users.add; POST /users as staff: the admin stays signed in as themselves and
// the new member gets the confirmation mail). Name, email and a password the admin types or generates
// (GeneratedPasswordField). The server's field errors show under their fields and the dialog stays open.
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { type User, useAddUserMutation } from "../../api/users";
import { failureMessages } from "./field-messages";
import { GeneratedPasswordField } from "./GeneratedPasswordField";

const FIELDS = ["name", "email", "password"];

export interface AddMemberDialogProps {
  onClose(): void;
  onAdded(user: User): void;
}

export function AddMemberDialog({ onClose, onAdded }: AddMemberDialogProps) {
  const t = useT();
  const [form, setForm] = useState({ name: "", email: "", password: "" });
  const add = useAddUserMutation();
  const firstField = useRef<HTMLInputElement>(null);
  const failure = failureMessages(add.error, t);
  const fieldFailure = FIELDS.some((field) => failure.fields[field]?.length);
  const set = (key: keyof typeof form, value: string) => setForm({ ...form, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      onAdded(await add.mutateAsync(form));
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!add.isPending) onClose();
      }}
      title={t("Add Member")}
      size="medium"
      initialFocus={firstField}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label={t("Add Member")}>
        <TextField
          ref={firstField}
          label={t("Name")}
          value={form.name}
          onChange={(event) => set("name", event.target.value)}
          required
          maxLength={40}
          autoComplete="off"
          errors={failure.fields.name}
        />
        <TextField
          label={t("Email")}
          type="email"
          value={form.email}
          onChange={(event) => set("email", event.target.value)}
          required
          maxLength={200}
          autoComplete="off"
          errors={failure.fields.email}
        />
        <GeneratedPasswordField
          value={form.password}
          onChange={(password) => set("password", password)}
          errors={failure.fields.password}
        />
        <FormAlert message={fieldFailure ? null : failure.message} />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={add.isPending}>
            {t("Cancel")}
          </Button>
          <SubmitButton pending={add.isPending} pendingLabel={t("Adding…")}>
            {t("Add Member")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
