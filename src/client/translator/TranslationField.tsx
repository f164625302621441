// One row of the translator: the source text (in English, the source locale) beside the input for the target
// locale, a textarea of 3 rows for multiline texts (spec 001 §9). The input is named by the source text, limited to
// the property's maximum length with a counter it is described by, and marked "Not translated" while empty.
import { useId } from "react";
import { SOURCE_LOCALE } from "../../lib/i18n/locales";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../ui/TextField";
import type { Locale } from "../api/locales";
import type { TranslationProperty } from "../api/translations";

export const TRANSLATION_TEXTAREA_ROWS = 3;

export interface TranslationFieldProps {
  property: TranslationProperty;
  locale: Locale;
  value: string;
  edited: boolean;
  disabled?: boolean;
  onChange(value: string): void;
}

export function TranslationField({
  property,
  locale,
  value,
  edited,
  disabled,
  onChange,
}: TranslationFieldProps) {
  const t = useT();
  const id = useId();
  const counterID = `${id}-counter`;
  const maxLength = property.propertyValidation?.maxLength;
  const shared = {
    id,
    value,
    maxLength,
    disabled,
    lang: locale.localeKey,
    dir: locale.dir,
    placeholder: t("Not translated"),
    "aria-describedby": maxLength === undefined ? undefined : counterID,
    "data-edited": edited || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <li className="grid gap-x-4 gap-y-1.5 py-3 sm:grid-cols-2">
      <label
        htmlFor={id}
        lang={SOURCE_LOCALE}
        dir="ltr"
        className="whitespace-pre-wrap break-words text-sm text-fg sm:pt-2"
      >
        {property.sourceText}
      </label>
      <div className="flex flex-col gap-1">
        {property.propertyType === "multiline" ? (
          <textarea
            {...shared}
            rows={TRANSLATION_TEXTAREA_ROWS}
            className={cx(INPUT_CLASSES.replace("h-9 ", ""), "py-2 leading-snug", edited && "border-primary")}
          />
        ) : (
          <input {...shared} type="text" className={cx(INPUT_CLASSES, edited && "border-primary")} />
        )}
        {maxLength === undefined ? null : (
          <p id={counterID} className="self-end text-xs text-fg-muted">
            {t("{count}/{max}", { count: value.length, max: maxLength })}
          </p>
        )}
      </div>
    </li>
  );
}
