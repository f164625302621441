// The texts of notification emails in the recipient's notification language (docs/reference/notifications.md#email):
// ICU messages (FormatJS's intl-messageformat: plurals, placeholders) per locale in ./messages/, English complete;
// a key another locale lacks falls back to English. The interface's own catalogue arrives with localisation.
import { IntlMessageFormat } from "intl-messageformat";
import en from "./messages/en.json";
import fr from "./messages/fr.json";

export type MailMessageKey = keyof typeof en;
type Catalogue = Partial<Record<MailMessageKey, string>>;

const CATALOGUES: Record<string, Catalogue> = { en, fr };

export const MAIL_LOCALES = Object.keys(CATALOGUES);

export type Translate = (key: MailMessageKey, values?: Record<string, string | number>) => string;

const compiled = new Map<string, IntlMessageFormat>();

function format(locale: string, key: MailMessageKey): IntlMessageFormat {
  const own = CATALOGUES[locale]?.[key];
  const [source, sourceLocale] = own === undefined ? [en[key], "en"] : [own, locale];
  const cacheKey = `${sourceLocale}:${key}`;
  let message = compiled.get(cacheKey);
  if (!message) {
    message = new IntlMessageFormat(source, sourceLocale);
    compiled.set(cacheKey, message);
  }
  return message;
}

/** The texts of one language; an unknown language gets English. */
export function mailTranslator(locale: string): Translate {
  const known = CATALOGUES[locale] ? locale : "en";
  return (key, values) => String(format(known, key).format(values));
}

/** English: what popup headlines are stored in until notifications are localised. */
export const english = mailTranslator("en");
