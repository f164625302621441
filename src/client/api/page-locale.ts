// The page's interface language, which every API call names (header Quorum-Locale) so that the server writes its
// messages (errors, toasts) in it (docs/reference/localisation.md#server-messages). main.tsx sets it at start, with
// the page's messages: the few texts code outside React writes itself (the API layer's fallbacks when no server
// answered, a bulk failure's default) are translated with them.
import { englishText, type Translate } from "../../lib/english-text";
import { type CompiledMessages, createTranslator } from "../../lib/i18n/translator";

let pageLocale: string | null = null;
let pageTranslate: Translate = englishText;

export function setPageLocale(locale: string | null, messages?: CompiledMessages): void {
  pageLocale = locale;
  pageTranslate = locale ? createTranslator({ locale, messages }).t : englishText;
}

export function currentPageLocale(): string | null {
  return pageLocale;
}

/** A message (a key marked with msg) in the page's language; English until main.tsx has set the page's. */
export function pageText(key: string, values?: Parameters<Translate>[1]): string {
  return pageTranslate(key, values);
}
