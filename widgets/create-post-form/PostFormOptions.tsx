// The create post form's options below the body: tags (tagging on), the announcement a moderator may make, and the schedule (a date
// and time, and 'publish silently' for those who may). Presentational: the form owns the values and the draft.
import type { ReactNode } from "react";
import { msg } from "../../src/lib/i18n/msg";
import { Checkbox } from "../../src/ui/Checkbox";
import { useT } from "../../src/ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../src/ui/TextField";
import type { PinLocation } from "./post-form-submit";

const LABEL = "text-sm font-semibold text-fg-heading";

const PIN_LABELS: Record<PinLocation, string> = {
  none: msg("Don't announce"),
  category: msg("Announce in the category"),
  recent: msg("Announce everywhere (recent discussions)"),
};

export function TagChoices({
  tags,
  chosen,
  onChange,
  fieldProps,
  errors,
}: {
  tags: readonly { tagID: number; name: string }[];
  chosen: readonly number[];
  onChange: (tagIDs: number[]) => void;
  /** aria-invalid / aria-describedby of the group. */
  fieldProps: Record<string, unknown>;
  errors: ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-1.5" {...fieldProps}>
      <legend className={`${LABEL} mb-1.5`}>{t("Tags")}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {tags.map((tag) => (
          <Checkbox
            key={tag.tagID}
            label={tag.name}
            checked={chosen.includes(tag.tagID)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, tag.tagID] : chosen.filter((tagID) => tagID !== tag.tagID),
              )
            }
          />
        ))}
      </div>
      {errors}
    </fieldset>
  );
}

export function AnnouncementSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PinLocation;
  onChange: (value: PinLocation) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {t("Announcement")}
      </label>
      <select
        id={id}
        value={value}
        className={INPUT_CLASSES}
        onChange={(event) => onChange(event.target.value as PinLocation)}
      >
        {(Object.keys(PIN_LABELS) as PinLocation[]).map((pin) => (
          <option key={pin} value={pin}>
            {t(PIN_LABELS[pin])}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface ScheduleFieldsProps {
  id: string;
  scheduling: boolean;
  onScheduling: (scheduling: boolean) => void;
  /** The datetime-local value. */
  when: string;
  onWhen: (when: string) => void;
  silently: boolean;
  /** Null hides 'publish silently' (moderators only). */
  onSilently: ((silently: boolean) => void) | null;
  /** aria-invalid / aria-describedby of the date field. */
  fieldProps: Record<string, unknown>;
  errors: ReactNode;
}

export function ScheduleFields(props: ScheduleFieldsProps) {
  const t = useT();
  const { id, scheduling, when, silently, onSilently } = props;
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        label={t("Schedule for later")}
        checked={scheduling}
        onChange={(event) => props.onScheduling(event.target.checked)}
      />
      {scheduling ? (
        <div className="flex flex-col gap-3 rounded-box border border-border p-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={id} className={LABEL}>
              {t("Publish on")}
            </label>
            <input
              id={id}
              type="datetime-local"
              step={1}
              value={when}
              className={INPUT_CLASSES}
              onChange={(event) => props.onWhen(event.target.value)}
              {...props.fieldProps}
            />
            {props.errors}
          </div>
          {onSilently ? (
            <Checkbox
              label={t("Publish silently (no notifications)")}
              checked={silently}
              onChange={(event) => onSilently(event.target.checked)}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
