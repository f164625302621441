// Edit group (docs/reference/groups.md#pages), a dialog on the group page for its leaders and the moderators: the
// group form saved with PATCH /groups/{id}; the page reads the group again (its layout is refetched). Delete group
// asks first, then DELETE /groups/{id} removes the group, its category and its discussions, and the groups list
// opens. Loaded when chosen (React.lazy): the group page's first view carries none of it.
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { FormAlert } from "../../ui/FormAlert";
import { useT } from "../../ui/i18n/i18n-context";
import { Modal } from "../../ui/Modal";
import { SubmitButton } from "../../ui/SubmitButton";
import { toast } from "../../ui/toast-store";
import { type Group, useDeleteGroupMutation, usePatchGroupMutation } from "../api/groups";
import { useFormFailure } from "../pages/entry-form";
import { GroupFields } from "./GroupFields";
import {
  checkGroupForm,
  GROUP_FIELDS,
  type GroupField,
  type GroupFormValues,
  groupFormValues,
  groupInput,
} from "./group-form";

export default function EditGroupDialog({ group, onClose }: { group: Group; onClose(): void }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<GroupFormValues>(() => groupFormValues(group));
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useFormFailure(GROUP_FIELDS);
  const save = usePatchGroupMutation(group.groupID);
  const remove = useDeleteGroupMutation(group.groupID);

  const change = (patch: Partial<GroupFormValues>, field: GroupField) => {
    setValues((current) => ({ ...current, ...patch }));
    form.clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (form.failFields(checkGroupForm(values, t))) return;
    form.clear();
    save.mutate(groupInput(values), {
      onSuccess: () => {
        toast.success(t("The group was saved."));
        onClose();
      },
      onError: (error) => form.failWith(error),
    });
  };

  const deleteGroup = async () => {
    await remove.mutateAsync();
    toast.success(t("The group was deleted."));
    await navigate("/groups");
  };

  const { fields, message, description } = form.failure;
  return (
    <Modal open title={t("Edit Group")} size="large" onClose={onClose}>
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert message={message} description={description} />
        <GroupFields values={values} errors={fields} onChange={change} />
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <button
            type="button"
            onClick={() => setConfirmingDelete(true)}
            className="px-1 text-sm font-semibold text-danger underline-offset-2 hover:underline"
          >
            {t("Delete Group")}
          </button>
          <div className="flex gap-2">
            <Button onClick={onClose}>{t("Cancel")}</Button>
            <SubmitButton pending={save.isPending} pendingLabel={t("Saving…")}>
              {t("Save")}
            </SubmitButton>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingDelete}
        title={t("Delete Group")}
        confirmLabel={t("Delete Group")}
        pendingLabel={t("Deleting…")}
        destructive
        pending={remove.isPending}
        onConfirm={deleteGroup}
        onCancel={() => setConfirmingDelete(false)}
      >
        {t("Delete “{name}” with all its discussions? This cannot be undone.", { name: group.name })}
      </ConfirmDialog>
    </Modal>
  );
}
