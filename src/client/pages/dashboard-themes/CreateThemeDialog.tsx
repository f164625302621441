// "Create from this theme": the new theme's name (it starts as "<parent> copy"), then POST /themes with the parent's
// key; the server copies the parent's variables as the new theme's first revision. A refused name shows at the field.
import { type FormEvent, useState } from "react";
import { Button } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { Modal } from "../../../ui/Modal";
import { SubmitButton } from "../../../ui/SubmitButton";
import { TextField } from "../../../ui/TextField";
import { type Theme, useCreateThemeMutation } from "../../api/themes";
import { failureMessages } from "../dashboard/field-messages";

export interface CreateThemeDialogProps {
  parent: Theme;
  onClose(): void;
  onCreated(theme: Theme): void;
}

export function CreateThemeDialog({ parent, onClose, onCreated }: CreateThemeDialogProps) {
  const t = useT();
  const [name, setName] = useState(() => t("{name} copy", { name: parent.name }));
  const [missing, setMissing] = useState(false);
  const create = useCreateThemeMutation();
  const failure = failureMessages(create.error, t);
  const nameErrors = missing ? [t("Give the theme a name.")] : failure.fields.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = name.trim();
    setMissing(chosen === "");
    if (chosen === "") return;
    create.mutate({ name: chosen, parentThemeKey: parent.themeKey }, { onSuccess: onCreated });
  }

  return (
    <Modal
      open
      onClose={() => (create.isPending ? undefined : onClose())}
      title={t("Create a theme from {name}", { name: parent.name })}
      description={t("The new theme starts with the colours and settings of {name}.", { name: parent.name })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t("Name")}
          value={name}
          required
          maxLength={100}
          autoComplete="off"
          errors={nameErrors}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FormAlert message={nameErrors ? null : failure.message} />
        <div className="flex justify-end gap-2">
          <Button onClick={onClose} disabled={create.isPending}>
            {t("Cancel")}
          </Button>
          <SubmitButton pending={create.isPending} pendingLabel={t("Creating…")}>
            {t("Create")}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
