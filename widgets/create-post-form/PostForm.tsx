// The create post form itself: category (or the group a group's post goes to), title, Markdown body with @mentions, tags (tagging on), an announcement
// (moderators) and a schedule (a date and time, and 'publish silently' for moderators). Its values live in a
// reducer (post-form-state.ts); the draft is kept as the member types (use-post-form-draft.ts); posting, editing
// or scheduling is one mutation (use-post-form-submission.ts). Editing an existing discussion saves through
// PATCH /discussions/{id} in the discussion's own format; only editors may move it to another category.
import { type FormEvent, useId } from "react";
import { useFormFailure } from "../../src/client/pages/entry-form";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { FormAlert } from "../../src/ui/FormAlert";
import { type TranslateFn, useT } from "../../src/ui/i18n/i18n-context";
import { TextField } from "../../src/ui/TextField";
import { toast } from "../../src/ui/toast-store";
import { BodyField, CategoryField, fieldErrorParts, GroupPlace, PostFormActions } from "./PostFormFields";
import { AnnouncementSelect, ScheduleFields, TagChoices } from "./PostFormOptions";
import { draftContentOf, type PostFormState, usePostFormState } from "./post-form-state";
import { type PostFormValues, scheduledInstant } from "./post-form-submit";
import { usePostFormDraft } from "./use-post-form-draft";
import { type SubmissionKind, usePostFormSubmission } from "./use-post-form-submission";

type Props = Omit<PostAssetCreatePostFormHydrated, "signedIn">;
const FIELDS = ["name", "categoryID", "body", "tagIDs", "dateScheduled", "publishedSilently"] as const;
type Field = (typeof FIELDS)[number];

/** The field errors that stop a submission before a call is made. */
function fieldErrors(t: TranslateFn, state: PostFormState, canChooseCategory: boolean, forSchedule: boolean) {
  const errors: Partial<Record<Field, string[]>> = {};
  if (!state.name.trim()) errors.name = [t("Give your post a title.")];
  if (!state.categoryID && canChooseCategory) errors.categoryID = [t("Choose a category.")];
  if (!state.body.trim()) errors.body = [t("Write something first.")];
  if (forSchedule) {
    const instant = scheduledInstant(state.when);
    if (!instant) errors.dateScheduled = [t("Choose when to publish.")];
    else if (Date.parse(instant) <= Date.now())
      errors.dateScheduled = [t("The publication date must be in the future.")];
  }
  return errors;
}

function submitLabel(t: TranslateFn, state: PostFormState, editing: boolean): string {
  if (state.scheduling && !editing) return t("Schedule");
  if (editing) return t("Save");
  return state.postType === "question" ? t("Post Question") : t("Post Discussion");
}

function pendingLabel(t: TranslateFn, kind: SubmissionKind | undefined, editing: boolean): string {
  if (kind === "schedule") return t("Scheduling…");
  return editing ? t("Saving…") : t("Posting…");
}

export function PostForm(props: Props) {
  const t = useT();
  const id = useId();
  const { record, categories } = props;
  const [state, dispatch] = usePostFormState(props);
  const form = useFormFailure(FIELDS);
  const { draft, touched } = usePostFormDraft(props, dispatch);
  const submission = usePostFormSubmission(record, draft);
  const format = record?.format ?? "markdown";
  // A group's post stays in its group (the group is shown as its parent instead of a category picker).
  const group = props.group ?? null;
  // Moving a discussion is an editor's right (PATCH /discussions/{id} refuses authors a new category).
  const canChooseCategory = !group && (!record || record.canMove);
  const canAnnounce = categories.find((item) => item.categoryID === state.categoryID)?.canAnnounce ?? false;

  const values = (): PostFormValues => ({
    name: state.name.trim(),
    body: state.body,
    format,
    // An author's edit stays where it is, even when they may no longer post in that category.
    categoryID: group
      ? group.categoryID
      : record && !canChooseCategory
        ? record.categoryID
        : Number(state.categoryID) || 0,
    postType: state.postType,
    tagIDs: state.tagIDs,
    pinLocation: canAnnounce ? state.pinLocation : "none",
  });

  /** A change the member made: shown, kept in the draft, and its field's error cleared. */
  const changed = (patch: Partial<PostFormState>, field?: Field) => {
    touched.current = true;
    dispatch({ type: "set", patch });
    if (field) form.clearField(field);
    draft.change(draftContentOf({ ...state, ...patch }, format));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.isPending) return;
    const kind: SubmissionKind = state.scheduling && !record ? "schedule" : "post";
    if (form.failFields(fieldErrors(t, state, canChooseCategory, kind === "schedule"))) return;
    form.clear();
    if (kind === "schedule") draft.change(draftContentOf(state, format));
    submission.mutate(
      { kind, values: values(), when: state.when, silently: canAnnounce && state.silently },
      { onError: (error) => form.failWith(error) },
    );
  };

  const discard = async () => {
    await draft.discard();
    touched.current = false;
    dispatch({ type: "discarded", record });
    toast.show({ body: t("Draft discarded.") });
  };

  const { fields, message, description } = form.failure;
  const { errorsOf, invalid } = fieldErrorParts<Field>(fields, id);

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-busy={draft.loading}
    >
      <FormAlert message={message} description={description} />
      {group ? (
        <GroupPlace group={group} errors={errorsOf("categoryID")} />
      ) : (
        <CategoryField
          id={`${id}-category`}
          categories={categories}
          value={state.categoryID}
          canChoose={canChooseCategory}
          onChange={(next) => changed({ categoryID: next }, "categoryID")}
          fieldProps={invalid("categoryID")}
          errors={errorsOf("categoryID")}
        />
      )}
      <TextField
        label={t("Title")}
        name="name"
        value={state.name}
        maxLength={100}
        required
        errors={fields.name}
        onChange={(event) => changed({ name: event.target.value }, "name")}
      />
      <BodyField
        id={`${id}-body`}
        value={state.body}
        onChange={(next) => changed({ body: next }, "body")}
        fieldProps={invalid("body")}
        errors={errorsOf("body")}
      />
      {props.taggingEnabled && props.tags.length > 0 && !record ? (
        <TagChoices
          tags={props.tags}
          chosen={state.tagIDs}
          onChange={(next) => changed({ tagIDs: next }, "tagIDs")}
          fieldProps={invalid("tagIDs")}
          errors={errorsOf("tagIDs")}
        />
      ) : null}
      {canAnnounce && !record ? (
        <AnnouncementSelect
          id={`${id}-pin`}
          value={state.pinLocation}
          onChange={(next) => changed({ pinLocation: next })}
        />
      ) : null}
      {!record ? (
        <ScheduleFields
          id={`${id}-when`}
          scheduling={state.scheduling}
          onScheduling={(scheduling) => dispatch({ type: "set", patch: { scheduling } })}
          when={state.when}
          onWhen={(next) => {
            dispatch({ type: "set", patch: { when: next } });
            form.clearField("dateScheduled");
          }}
          silently={state.silently}
          onSilently={canAnnounce ? (silently) => dispatch({ type: "set", patch: { silently } }) : null}
          fieldProps={invalid("dateScheduled")}
          errors={errorsOf("dateScheduled")}
        />
      ) : null}
      <PostFormActions
        submitLabel={submitLabel(t, state, Boolean(record))}
        pending={submission.isPending}
        pendingLabel={pendingLabel(t, submission.variables?.kind, Boolean(record))}
        confirmingDiscard={state.confirmingDiscard}
        discarding={draft.discarding}
        onConfirmingDiscard={(confirmingDiscard) => dispatch({ type: "set", patch: { confirmingDiscard } })}
        onDiscard={discard}
      />
    </form>
  );
}
