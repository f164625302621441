// The texts of emails and notification headlines (docs/reference/notifications.md#email): the `mail` area of the
// interface catalogue (src/lib/i18n/messages/<locale>/mail.json), keyed by ids whose English text the English file
// holds, read through the server's translator; a key a locale lacks reads as English.

import { INTERFACE_LOCALES, SOURCE_LOCALE } from "../../lib/i18n/locales";
import en from "../../lib/i18n/messages/en/mail.json";
import { messageSources, serverTranslator } from "../i18n/catalogues";

export type MailMessageKey = keyof typeof en;

export type Translate = (key: MailMessageKey, values?: Record<string, string | number>) => string;

const MAIL_AREA = "mail";

/** The languages emails are written in: those whose mail texts are complete (what NotificationLanguage offers). */
export const MAIL_LOCALES: string[] = INTERFACE_LOCALES.map((locale) => locale.key).filter((locale) => {
  const own = messageSources().get(locale)?.get(MAIL_AREA) ?? {};
  return Object.keys(en).every((key) => typeof own[key] === "string" && own[key] !== "");
});

const SHIPPED = new Set(INTERFACE_LOCALES.map((locale) => locale.key));

/** The texts of one language, and the language they are written in (the HTML part's lang and direction). */
export type MailTranslator = Translate & { readonly locale: string };

/** The texts of one language; a language without a catalogue gets English. */
export function mailTranslator(locale: string): MailTranslator {
  const written = SHIPPED.has(locale) ? locale : SOURCE_LOCALE;
  const { t } = serverTranslator(written);
  const translate: Translate = (key, values) => t(key, values);
  return Object.assign(translate, { locale: written });
}

/** English: the stored headline of a notification, kept for readers of the row and old clients. */
const englishText: Translate = (key, values) => mailTranslator(SOURCE_LOCALE)(key, values);
export const english: MailTranslator = Object.assign(englishText, { locale: SOURCE_LOCALE });
