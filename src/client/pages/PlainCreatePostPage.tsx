// The create-post page without a custom layout (`/post/discussion/{categoryID}` with the createPost flag off): a
// plain form — title, category, body and its format — posting to POST /api/v2/discussions, then opening the new
// discussion. The categories offered are those where the viewer may start a discussion (the permissions record);
// the server checks again. Guests are asked to sign in first. A group's post (`/post/discussion/social-groups?groupid=N`)
// goes to the group's category, shown as the group (PlainGroupGate.tsx).
import { type FormEvent, useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSession } from "../../layout/session";
import { entryPageUrl, SIGN_IN_PATH } from "../../lib/entry-target";
import { msg } from "../../lib/i18n/msg";
import { checkPermission } from "../../lib/permissions/check";
import { permissionSourceFromRecord } from "../../lib/permissions/record-source";
import type { Category } from "../../types/generated/api/category";
import type { DiscussionPost } from "../../types/generated/api/discussion-post";
import type { Group } from "../../types/generated/api/group";
import { AppLink } from "../../ui/AppLink";
import { FormAlert } from "../../ui/FormAlert";
import { RichMessage, type TranslateFn, useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { SubmitButton } from "../../ui/SubmitButton";
import { INPUT_CLASSES, TextField } from "../../ui/TextField";
import { useFlatCategories } from "../api/categories";
import { useCreateDiscussionMutation } from "../api/discussions";
import { useMyPermissionsQuery } from "../api/users";
import { useAppState } from "../app-state";
import { useDocumentTitle } from "./document-title";
import { type FieldErrors, formValue, useFormFailure } from "./entry-form";
import { PlainGroupGate } from "./PlainGroupGate";

const FIELDS = ["name", "categoryID", "body", "format"] as const;
type Field = (typeof FIELDS)[number];

/** The text field's look, grown to several lines (as the message form's). */
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} py-2`;

/** Labels are message keys; Markdown is a name and stays as it is. */
const FORMATS: { value: DiscussionPost["format"]; label: string; translated: boolean }[] = [
  // i18n-exempt: brand name
  { value: "markdown", label: "Markdown", translated: false },
  { value: "text", label: msg("Plain text"), translated: true },
];

/** Categories a discussion can be posted in: the tree's discussion categories (headings and nested lists hold none). */
function postableCategories(categories: Category[]): Category[] {
  return categories.filter((category) => category.displayAs === "discussions");
}

function checkPost(
  values: { name: string; body: string; categoryID: number },
  t: TranslateFn,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.name) errors.name = [t("Give your discussion a title.")];
  if (!values.categoryID) errors.categoryID = [t("Choose a category.")];
  if (!values.body.trim()) errors.body = [t("Write something first.")];
  return errors;
}

export function PlainCreatePostPage({ params }: { params: Record<string, unknown> }) {
  const state = useAppState();
  const session = useSession();
  const location = useLocation();
  const t = useT();
  // The same title the server gave the page (web/pages.ts PLAIN_TITLES).
  useDocumentTitle(t("New Post"), state.site.name);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("New Post")}</h1>
      {session.isGuest ? (
        <p>
          <RichMessage
            id="<link>Sign in</link> to start a discussion."
            values={{
              link: (chunks) => (
                <AppLink to={entryPageUrl(SIGN_IN_PATH, `${location.pathname}${location.search}`)}>
                  {chunks}
                </AppLink>
              ),
            }}
          />
        </p>
      ) : params.parentRecordType === "group" ? (
        <PlainGroupGate groupID={Number(params.parentRecordID)}>
          {(group) => <CreateDiscussionForm initialCategoryID={group.categoryID} group={group} />}
        </PlainGroupGate>
      ) : (
        <CreateDiscussionForm
          initialCategoryID={params.parentRecordType === "category" ? Number(params.parentRecordID) : 0}
        />
      )}
    </>
  );
}

/** `group`: a group's post, which goes to the group's category (shown instead of a category picker). */
function CreateDiscussionForm({ initialCategoryID, group }: { initialCategoryID: number; group?: Group }) {
  const id = useId();
  const navigate = useNavigate();
  const t = useT();
  const permissions = useMyPermissionsQuery();
  const categories = useFlatCategories();
  const form = useFormFailure(FIELDS);
  const mutation = useCreateDiscussionMutation({
    onSuccess: (discussion) => navigate(discussion.url),
    onError: form.failWith,
  });

  if (categories.isError || permissions.isError) {
    return <p role="alert">{t("The categories could not be loaded. Please try again later.")}</p>;
  }
  if (!categories.data || !permissions.data) return <Loader />;
  const source = permissionSourceFromRecord(permissions.data);
  const choices = group
    ? [{ categoryID: group.categoryID, name: group.name }]
    : postableCategories(categories.data).filter((category) =>
        checkPermission(source, "discussions.add", { resourceID: category.categoryID }),
      );
  if (choices.length === 0)
    return <p>{t("You do not have permission to start a discussion in any category.")}</p>;
  const preselected = choices.some((category) => category.categoryID === initialCategoryID)
    ? initialCategoryID
    : "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const data = new FormData(event.currentTarget);
    const values = {
      name: formValue(data, "name").trim(),
      body: formValue(data, "body"),
      categoryID: Number(formValue(data, "categoryID")) || 0,
      format: (formValue(data, "format") || "markdown") as DiscussionPost["format"],
    };
    if (form.failFields(checkPost(values, t))) return;
    form.clear();
    mutation.mutate(values);
  };

  const { fields, message, description } = form.failure;
  const fieldError = (field: Field) =>
    fields[field]?.length ? (
      <div id={`${id}-${field}-error`} className="text-sm text-danger">
        {fields[field]?.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    ) : null;
  const invalid = (field: Field) => ({
    "aria-invalid": fields[field]?.length ? true : undefined,
    "aria-describedby": fields[field]?.length ? `${id}-${field}-error` : undefined,
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={message} description={description} />
      <TextField
        label={t("Title")}
        name="name"
        maxLength={100}
        required
        errors={fields.name}
        onInput={() => form.clearField("name")}
      />
      {group ? (
        <p className="text-sm">
          <input type="hidden" name="categoryID" value={group.categoryID} />
          <RichMessage
            id="Posting in the group <link>{name}</link>"
            values={{
              name: group.name,
              link: (chunks) => (
                <AppLink to={group.url} className="font-semibold text-primary underline">
                  {chunks}
                </AppLink>
              ),
            }}
          />
        </p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-semibold text-fg-heading">
            {t("Category")}
          </label>
          <select
            id={`${id}-category`}
            name="categoryID"
            required
            defaultValue={preselected}
            className={INPUT_CLASSES}
            onChange={() => form.clearField("categoryID")}
            {...invalid("categoryID")}
          >
            <option value="">{t("Choose a category")}</option>
            {choices.map((category) => (
              <option key={category.categoryID} value={category.categoryID}>
                {category.name}
              </option>
            ))}
          </select>
          {fieldError("categoryID")}
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-body`} className="text-sm font-semibold text-fg-heading">
          {t("Body")}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={10}
          required
          maxLength={50000}
          className={TEXTAREA_CLASSES}
          onInput={() => form.clearField("body")}
          {...invalid("body")}
        />
        {fieldError("body")}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-format`} className="text-sm font-semibold text-fg-heading">
          {t("Format")}
        </label>
        <select
          id={`${id}-format`}
          name="format"
          defaultValue="markdown"
          className={INPUT_CLASSES}
          {...invalid("format")}
        >
          {FORMATS.map((format) => (
            <option key={format.value} value={format.value}>
              {format.translated ? t(format.label) : format.label}
            </option>
          ))}
        </select>
        {fieldError("format")}
      </div>
      <div>
        <SubmitButton pending={mutation.isPending} pendingLabel={t("Posting…")}>
          {t("Post Discussion")}
        </SubmitButton>
      </div>
    </form>
  );
}
