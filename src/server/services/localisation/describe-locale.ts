// A locale as the API answers it (GET /locales): its name in every enabled locale, through Intl.DisplayNames.
import { INTERFACE_LOCALES, textDirection } from "../../../lib/i18n/locales";
import type { Locale } from "../../../types/generated/api/locale";
import type { LocaleRow } from "./locales";

const SHIPPED = new Set(INTERFACE_LOCALES.map((locale) => locale.key));

/** The name of `locale` written in `inLocale` ("fr" in "en" → "French"); the key itself when Intl cannot tell. */
export function localeDisplayName(locale: string, inLocale: string): string {
  try {
    const name = new Intl.DisplayNames([inLocale], { type: "language", fallback: "code" }).of(locale);
    return name ?? locale;
  } catch {
    return locale;
  }
}

export function describeLocale(row: LocaleRow, enabledKeys: readonly string[]): Locale {
  const displayNames: Record<string, string> = {};
  for (const key of new Set([...enabledKeys, row.localeKey]))
    displayNames[key] = localeDisplayName(row.localeKey, key);
  return {
    localeID: row.localeID,
    localeKey: row.localeKey,
    displayNames,
    enabled: row.enabled,
    interface: SHIPPED.has(row.localeKey),
    dir: textDirection(row.localeKey),
    translationService: isServiceType(row.translationService) ? row.translationService : null,
  };
}

export const SERVICE_TYPES = ["deepl", "google", "libretranslate"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}
