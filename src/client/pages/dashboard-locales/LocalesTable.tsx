// Every stored locale: its name and key, whether the interface speaks it, an Enabled switch (English, the source
// language, stays on) and its translation service (only services set up may be chosen; the others are listed,
// disabled, so an administrator sees what exists). A failed save shows its message under its control.
import { useId } from "react";
import { SOURCE_LOCALE } from "../../../lib/i18n/locales";
import { useLocale, useT } from "../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { type Locale, localeDisplayName } from "../../api/locales";
import type { TranslationService } from "../../api/translation-services";
import { FieldMessages } from "../dashboard/notifications/FieldMessages";
import type { LocaleChange, LocaleField } from "./use-locale-saver";

export interface LocalesTableProps {
  locales: readonly Locale[];
  services: readonly TranslationService[];
  errorsOf(localeID: number, field: LocaleField): readonly string[] | undefined;
  onChange(locale: Locale, change: LocaleChange): void;
}

const CELL = "px-2 py-2 align-top";
const HEADER = "px-2 py-1.5 text-start font-semibold";

export function LocalesTable({ locales, services, errorsOf, onChange }: LocalesTableProps) {
  const t = useT();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("Languages")}</caption>
        <thead>
          <tr className="border-b border-border text-xs text-fg-muted">
            <th scope="col" className={HEADER}>
              {t("Language")}
            </th>
            <th scope="col" className={HEADER}>
              {t("Used for")}
            </th>
            <th scope="col" className={HEADER}>
              {t("Enabled")}
            </th>
            <th scope="col" className={HEADER}>
              {t("Translation service")}
            </th>
          </tr>
        </thead>
        <tbody>
          {locales.map((locale) => (
            <LocaleRow
              key={locale.localeID}
              locale={locale}
              services={services}
              errorsOf={errorsOf}
              onChange={onChange}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface LocaleRowProps extends Omit<LocalesTableProps, "locales"> {
  locale: Locale;
}

function LocaleRow({ locale, services, errorsOf, onChange }: LocaleRowProps) {
  const t = useT();
  const id = useId();
  const name = localeDisplayName(locale, useLocale());
  const isSource = locale.localeKey === SOURCE_LOCALE;
  const enabledErrors = errorsOf(locale.localeID, "enabled") ?? [];
  const serviceErrors = errorsOf(locale.localeID, "translationService") ?? [];
  const noteId = `${id}-note`;
  const enabledErrorId = `${id}-enabled-error`;
  const serviceErrorId = `${id}-service-error`;
  const enabledDescribedBy = [isSource ? noteId : "", enabledErrors.length > 0 ? enabledErrorId : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <tr className="border-b border-border last:border-b-0">
      <th scope="row" className={`${CELL} text-start font-normal`}>
        <span className="font-semibold text-fg-heading">{name}</span>{" "}
        <code className="text-xs text-fg-muted">{locale.localeKey}</code>
      </th>
      <td className={`${CELL} text-fg-muted`}>
        {locale.interface ? t("Interface and content") : t("Content only")}
      </td>
      <td className={CELL}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={locale.enabled}
          checked={locale.enabled}
          disabled={isSource}
          aria-label={t("{language}: Enabled", { language: name })}
          aria-describedby={enabledDescribedBy || undefined}
          onChange={(event) => onChange(locale, { enabled: event.currentTarget.checked })}
          className="size-4 cursor-pointer accent-primary disabled:cursor-not-allowed"
        />
        {isSource ? (
          <p id={noteId} className="text-xs text-fg-muted">
            {t("Always on")}
          </p>
        ) : null}
        {enabledErrors.length > 0 ? <FieldMessages id={enabledErrorId} messages={enabledErrors} /> : null}
      </td>
      <td className={`${CELL} min-w-48`}>
        <select
          value={locale.translationService ?? ""}
          aria-label={t("{language}: Translation service", { language: name })}
          aria-invalid={serviceErrors.length > 0 || undefined}
          aria-describedby={serviceErrors.length > 0 ? serviceErrorId : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onChange(locale, {
              translationService: services.find((service) => service.type === chosen)?.type ?? null,
            });
          }}
          className={INPUT_CLASSES}
        >
          <option value="">{t("None")}</option>
          {services.map((service) => (
            <option key={service.type} value={service.type} disabled={!service.isConfigured}>
              {service.isConfigured ? service.name : t("{service} (not set up)", { service: service.name })}
            </option>
          ))}
        </select>
        {serviceErrors.length > 0 ? <FieldMessages id={serviceErrorId} messages={serviceErrors} /> : null}
      </td>
    </tr>
  );
}
