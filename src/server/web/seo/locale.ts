// The HTML `lang` and `dir` of a page: its site section's content locale ("fr", "pt_BR", "ar"); the direction rule
// is the interface's (src/lib/i18n/locales.ts).
import { textDirection } from "../../../lib/i18n/locales";

export { textDirection };

const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

export const DEFAULT_LANG = "en";

/** A locale as an HTML lang value (underscores become hyphens); the default for a value that is no language tag. */
export function htmlLang(locale: string | null | undefined): string {
  const tag = (locale ?? "").trim().replace(/_/g, "-");
  return LANGUAGE_TAG.test(tag) ? tag : DEFAULT_LANG;
}

/** og:locale spells the region with an underscore (en_US). */
export function ogLocale(lang: string): string {
  return lang.replace(/-/g, "_");
}

/** The page's <html> start tag with its lang and dir set (other attributes kept); unchanged without a lang. */
export function htmlStartTag(tag: string, lang: string | undefined, dir: "ltr" | "rtl" | undefined): string {
  if (!lang) return tag;
  const bare = tag.replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, "").replace(/\s*>$/, "");
  return `${bare} lang="${htmlLang(lang)}" dir="${dir ?? textDirection(htmlLang(lang))}">`;
}
