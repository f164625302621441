// The interface languages Quorum ships (docs/reference/localisation.md): their catalogues live in ./messages/<key>/,
// English is the source and complete; every other locale falls back to it key by key.

export const SOURCE_LOCALE = "en";

export interface InterfaceLocale {
  key: string;
  /** The language's own name, as the title bar's language toggle lists it. */
  nativeName: string;
  dir: "ltr" | "rtl";
}

export const INTERFACE_LOCALES: readonly InterfaceLocale[] = [
  { key: "en", nativeName: "English", dir: "ltr" },
  { key: "fr", nativeName: "Français", dir: "ltr" },
  // Partly translated on purpose: it proves the fallback and the mirrored layout.
  { key: "ar", nativeName: "العربية", dir: "rtl" },
];

/** Primary languages written right to left. */
const RTL_LANGUAGES = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "iw",
  "ks",
  "ps",
  "sd",
  "syr",
  "ug",
  "ur",
  "yi",
]);
/** Scripts written right to left, for tags such as "ku-Arab" or "pa-Arab". */
const RTL_SCRIPTS = new Set(["arab", "hebr", "syrc", "thaa", "nkoo", "adlm", "rohg"]);

/** The base language of a locale key: "pt-BR" → "pt". */
export function baseLanguage(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? "";
}

/** "ar" → rtl, "ku-Arab" → rtl, "az-Latn" → ltr. */
export function textDirection(locale: string): "ltr" | "rtl" {
  const [language = "", ...rest] = locale.toLowerCase().replace(/_/g, "-").split("-");
  if (RTL_LANGUAGES.has(language)) return rest.some((part) => part === "latn") ? "ltr" : "rtl";
  return rest.some((part) => RTL_SCRIPTS.has(part)) ? "rtl" : "ltr";
}

/** The shipped locale a requested key matches: exact (case-insensitive), then by base language; null if none. */
export function matchLocale(requested: string, available: readonly string[]): string | null {
  const wanted = requested.trim().toLowerCase().replace("_", "-");
  if (!wanted) return null;
  const exact = available.find((key) => key.toLowerCase() === wanted);
  if (exact) return exact;
  const base = baseLanguage(wanted);
  return available.find((key) => baseLanguage(key) === base) ?? null;
}

/** The languages of an Accept-Language header, best first (q=0 ones dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LocaleChoices {
  /** The locale of the site section the page belongs to, when the section names one of its own. */
  section?: string | null;
  /** The member's choice (the title bar's language toggle). */
  chosen?: string | null;
  /** The browser's Accept-Language header. */
  acceptLanguage?: string;
  available: readonly string[];
  fallback?: string;
}

/**
 * The interface language of a page: the site section's locale, then the member's choice, then the browser's
 * languages, then the site's default.
 */
export function negotiateLocale(choices: LocaleChoices): string {
  const { available } = choices;
  for (const candidate of [choices.section, choices.chosen]) {
    const match = candidate ? matchLocale(candidate, available) : null;
    if (match) return match;
  }
  for (const tag of parseAcceptLanguage(choices.acceptLanguage)) {
    const match = matchLocale(tag, available);
    if (match) return match;
  }
  return choices.fallback && available.includes(choices.fallback) ? choices.fallback : SOURCE_LOCALE;
}
