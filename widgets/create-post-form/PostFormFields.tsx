// The create post form's own fields: the category picker (fixed for an author's edit: moving is an editor's right;
// a group's post shows its group instead), the Markdown body with @mentions and image upload, and the row of buttons
// with the discard confirmation.
// Presentational: the form owns the values, the draft and the submission.
import type { ReactNode } from "react";
import { InsertImageButton, withImage } from "../../src/client/composer/InsertImageButton";
import { MentionTextarea } from "../../src/client/mentions/MentionTextarea";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { AppLink } from "../../src/ui/AppLink";
import { Button } from "../../src/ui/Button";
import { ConfirmDialog } from "../../src/ui/ConfirmDialog";
import { RichMessage, useT } from "../../src/ui/i18n/i18n-context";
import { SubmitButton } from "../../src/ui/SubmitButton";
import { INPUT_CLASSES } from "../../src/ui/TextField";

const LABEL = "text-sm font-semibold text-fg-heading";
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} min-h-48 py-2`;

/** aria-invalid / aria-describedby of a field. */
export type FieldProps = Record<string, unknown>;

/** A field's error list (its id ties it to the field) and the attributes that point the field at it. */
export function fieldErrorParts<Field extends string>(fields: Partial<Record<Field, string[]>>, id: string) {
  const errorsOf = (field: Field): ReactNode =>
    fields[field]?.length ? (
      <div id={`${id}-${field}-error`} className="text-sm text-danger">
        {fields[field]?.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    ) : null;
  const invalid = (field: Field): FieldProps => ({
    "aria-invalid": fields[field]?.length ? true : undefined,
    "aria-describedby": fields[field]?.length ? `${id}-${field}-error` : undefined,
  });
  return { errorsOf, invalid };
}

export function CategoryField({
  id,
  categories,
  value,
  canChoose,
  onChange,
  fieldProps,
  errors,
}: {
  id: string;
  categories: PostAssetCreatePostFormHydrated["categories"];
  value: number | "";
  canChoose: boolean;
  onChange: (categoryID: number | "") => void;
  fieldProps: FieldProps;
  errors: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {t("Category")}
      </label>
      <select
        id={id}
        value={value}
        className={INPUT_CLASSES}
        disabled={!canChoose}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : "")}
        {...fieldProps}
        {...(canChoose ? {} : { "aria-describedby": `${id}-help` })}
      >
        <option value="">{t("Choose a category")}</option>
        {categories.map((item) => (
          <option key={item.categoryID} value={item.categoryID}>
            {`${"\u00a0\u00a0".repeat(Math.max(0, item.depth - 1))}${item.name}`}
          </option>
        ))}
      </select>
      {canChoose ? null : (
        <p id={`${id}-help`} className="text-xs text-fg-muted">
          {t("Only moderators can move a discussion to another category.")}
        </p>
      )}
      {errors}
    </div>
  );
}

/** Where a group's post goes: the group, shown as the post's parent (docs/reference/groups.md#pages). */
export function GroupPlace({
  group,
  errors,
}: {
  group: NonNullable<PostAssetCreatePostFormHydrated["group"]>;
  errors: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-fg">
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
      {errors}
    </div>
  );
}

export function BodyField({
  id,
  value,
  onChange,
  fieldProps,
  errors,
}: {
  id: string;
  value: string;
  onChange: (body: string) => void;
  fieldProps: FieldProps;
  errors: ReactNode;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {t("Body")}
      </label>
      <MentionTextarea
        id={id}
        value={value}
        onValueChange={onChange}
        rows={10}
        maxLength={50000}
        placeholder={t("Write in Markdown; @name mentions a member.")}
        className={TEXTAREA_CLASSES}
        {...fieldProps}
      />
      {errors}
      <div>
        <InsertImageButton onInsert={(markdown) => onChange(withImage(value, markdown))} />
      </div>
    </div>
  );
}

export function PostFormActions({
  submitLabel,
  pending,
  pendingLabel,
  confirmingDiscard,
  discarding,
  onConfirmingDiscard,
  onDiscard,
}: {
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
  confirmingDiscard: boolean;
  /** The draft's deletion runs (its mutation's pending state). */
  discarding: boolean;
  onConfirmingDiscard: (confirming: boolean) => void;
  onDiscard: () => Promise<void>;
}) {
  const t = useT();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <Button variant="text" onClick={() => onConfirmingDiscard(true)}>
          {t("Discard Draft")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDiscard}
        title={t("Discard Draft")}
        confirmLabel={t("Discard Draft")}
        pendingLabel={t("Discarding…")}
        destructive
        pending={discarding}
        onConfirm={onDiscard}
        onCancel={() => onConfirmingDiscard(false)}
      >
        {t("Are you sure you want to discard this draft? What you wrote will be lost.")}
      </ConfirmDialog>
    </>
  );
}
