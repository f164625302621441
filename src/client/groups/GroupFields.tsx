// The group form's fields, shared by the create page (/groups/new) and the Edit group dialog: name, description,
// privacy (a radio group, each choice explained) and the icon and banner images (uploaded through POST /media at
// once, saved with the form). Presentational: the caller owns the values, the errors and the submission.
import { useId } from "react";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { INPUT_CLASSES, TextField } from "../../ui/TextField";
import type { GroupPrivacy } from "../api/groups";
import type { FieldErrors } from "../pages/entry-form";
import { GroupImageField } from "./GroupImageField";
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, type GroupField, type GroupFormValues } from "./group-form";

const LABEL = "text-sm font-semibold text-fg-heading";
const TEXTAREA_CLASSES = `${INPUT_CLASSES.replace("h-9 ", "")} min-h-28 py-2`;

const PRIVACY_CHOICES: readonly GroupPrivacy[] = ["public", "private", "secret"];

function usePrivacyTexts(): Record<GroupPrivacy, { label: string; explanation: string }> {
  const t = useT();
  return {
    public: {
      label: t("Public"),
      explanation: t("Anyone can see the group and read its discussions. Members join at once."),
    },
    private: {
      label: t("Private"),
      explanation: t(
        "Anyone can find the group, but only members read its discussions. A leader approves each request to join.",
      ),
    },
    secret: {
      label: t("Secret"),
      explanation: t("Only members can find the group. People join by invitation."),
    },
  };
}

function ErrorList({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="text-sm text-danger">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

export function GroupFields({
  values,
  errors,
  onChange,
}: {
  values: GroupFormValues;
  errors: FieldErrors<GroupField>;
  onChange(patch: Partial<GroupFormValues>, field: GroupField): void;
}) {
  const t = useT();
  const id = useId();
  const privacyTexts = usePrivacyTexts();
  const descriptionError = errors.description?.length ? `${id}-description-error` : undefined;
  const privacyError = errors.privacy?.length ? `${id}-privacy-error` : undefined;
  return (
    <>
      <TextField
        label={t("Name")}
        name="name"
        value={values.name}
        maxLength={GROUP_NAME_MAX}
        required
        errors={errors.name}
        onChange={(event) => onChange({ name: event.target.value }, "name")}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-description`} className={LABEL}>
          {t("Description")}
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          value={values.description}
          maxLength={GROUP_DESCRIPTION_MAX}
          rows={4}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError}
          onChange={(event) => onChange({ description: event.target.value }, "description")}
          className={TEXTAREA_CLASSES}
        />
        <ErrorList id={`${id}-description-error`} errors={errors.description} />
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={privacyError}>
        <legend className={cx(LABEL, "mb-1")}>{t("Privacy")}</legend>
        {PRIVACY_CHOICES.map((privacy) => (
          // The explanation describes the choice; the name alone labels it.
          <div key={privacy} className="flex items-start gap-2 text-sm">
            <input
              id={`${id}-privacy-${privacy}`}
              type="radio"
              name={`${id}-privacy`}
              value={privacy}
              checked={values.privacy === privacy}
              onChange={() => onChange({ privacy }, "privacy")}
              aria-describedby={`${id}-privacy-${privacy}-explanation`}
              className="mt-1"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-privacy-${privacy}`} className="font-semibold text-fg">
                {privacyTexts[privacy].label}
              </label>
              <p id={`${id}-privacy-${privacy}-explanation`} className="text-fg-muted">
                {privacyTexts[privacy].explanation}
              </p>
            </div>
          </div>
        ))}
        <ErrorList id={`${id}-privacy-error`} errors={errors.privacy} />
      </fieldset>
      <GroupImageField
        kind="icon"
        value={values.iconUrl}
        errors={errors.iconUrl}
        onChange={(iconUrl) => onChange({ iconUrl }, "iconUrl")}
      />
      <GroupImageField
        kind="banner"
        value={values.bannerUrl}
        errors={errors.bannerUrl}
        onChange={(bannerUrl) => onChange({ bannerUrl }, "bannerUrl")}
      />
    </>
  );
}
