// /groups/new (docs/reference/groups.md#pages): the create form — name, description, privacy (each choice explained),
// icon and banner — posting to POST /groups (groups.add; the creator becomes the group's leader), then opening the
// new group's page. Guests get the 403 screen with Sign In (the server answered 403 too); a member without groups.add
// is told so by the server's refusal.
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../../../layout/session";
import { GROUPS_PATH, NEW_GROUP_PATH } from "../../../lib/group-paths";
import { ButtonLink } from "../../../ui/Button";
import { FormAlert } from "../../../ui/FormAlert";
import { useT } from "../../../ui/i18n/i18n-context";
import { SubmitButton } from "../../../ui/SubmitButton";
import { useCreateGroupMutation } from "../../api/groups";
import { GroupFields } from "../../groups/GroupFields";
import {
  checkGroupForm,
  EMPTY_GROUP_FORM,
  GROUP_FIELDS,
  type GroupField,
  type GroupFormValues,
  groupInput,
} from "../../groups/group-form";
import { ErrorScreen } from "../ErrorScreen";
import { useFormFailure } from "../entry-form";
import { GroupsFrame } from "./GroupsFrame";

export function NewGroupPage() {
  const { isGuest } = useSession();
  return isGuest ? (
    <ErrorScreen status={403} />
  ) : (
    <GroupsFrame path={NEW_GROUP_PATH}>
      <NewGroupForm />
    </GroupsFrame>
  );
}

export function NewGroupForm() {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<GroupFormValues>(EMPTY_GROUP_FORM);
  const form = useFormFailure(GROUP_FIELDS);
  const create = useCreateGroupMutation();

  const change = (patch: Partial<GroupFormValues>, field: GroupField) => {
    setValues((current) => ({ ...current, ...patch }));
    form.clearField(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (form.failFields(checkGroupForm(values, t))) return;
    form.clear();
    create.mutate(groupInput(values), {
      onSuccess: (group) => navigate(group.url),
      onError: (error) => form.failWith(error),
    });
  };

  const { fields, message, description } = form.failure;
  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4">
      <FormAlert message={message} description={description} />
      <GroupFields values={values} errors={fields} onChange={change} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={create.isPending} pendingLabel={t("Creating…")}>
          {t("Create Group")}
        </SubmitButton>
        <ButtonLink to={GROUPS_PATH}>{t("Cancel")}</ButtonLink>
      </div>
    </form>
  );
}
