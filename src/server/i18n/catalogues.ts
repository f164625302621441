// The interface catalogues (docs/reference/localisation.md): src/lib/i18n/messages/<locale>/<area>.json, read once
// per process. A locale's catalogue is completed from English key by key (in debug mode the English text is wrapped
// in markers, so a missing translation shows), and messages with ICU syntax are parsed here: the browser build has
// no parser.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import { INTERFACE_LOCALES, SOURCE_LOCALE } from "../../lib/i18n/locales";
import {
  type CompiledMessages,
  createTranslator,
  isPlainMessage,
  type Translator,
} from "../../lib/i18n/translator";

/** Resolved when first read, not at import: browser-like test environments import server modules too. */
function messagesDir(): string {
  return fileURLToPath(new URL("../../lib/i18n/messages/", import.meta.url));
}

/** Areas whose messages only the dashboard shows: left out of public pages, loaded when the dashboard opens. */
export const DASHBOARD_AREA_PREFIX = "dashboard";

/** Markers around English text standing in for a missing translation in debug mode. */
export const MISSING_MARKERS = ["⟦", "⟧"] as const;

type AreaMessages = Record<string, string>;
/** locale → area → key → text. */
type SourceTree = Map<string, Map<string, AreaMessages>>;

let sources: SourceTree | null = null;

function readLocale(dir: string): Map<string, AreaMessages> {
  const areas = new Map<string, AreaMessages>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    areas.set(file.slice(0, -".json".length), parsed as AreaMessages);
  }
  return areas;
}

/** Every catalogue file, read once. */
export function messageSources(): SourceTree {
  if (!sources) {
    sources = new Map();
    const dir = messagesDir();
    for (const { key } of INTERFACE_LOCALES) sources.set(key, readLocale(path.join(dir, key)));
  }
  return sources;
}

export function isDebugTranslations(): boolean {
  return process.env.QUORUM_DEBUG_TRANSLATIONS === "1";
}

function compileMessage(text: string, marked: boolean): CompiledMessages[string] {
  const shown = marked ? `${MISSING_MARKERS[0]}${text}${MISSING_MARKERS[1]}` : text;
  if (isPlainMessage(shown)) return shown;
  return parse(shown);
}

/** A locale's translations of every area as one table: a key two areas share takes the first non-empty text. */
function mergedTranslations(areas: Map<string, AreaMessages> | undefined): Map<string, string> {
  const merged = new Map<string, string>();
  for (const messages of areas?.values() ?? []) {
    for (const [key, text] of Object.entries(messages))
      if (text !== "" && !merged.has(key)) merged.set(key, text);
  }
  return merged;
}

export interface CatalogueOptions {
  /** Which areas to include: all by default. */
  areas?: (area: string) => boolean;
  debug?: boolean;
}

/** The messages of one locale, completed from English, ready for a translator on either side. */
export function compiledCatalogue(locale: string, options: CatalogueOptions = {}): CompiledMessages {
  const tree = messageSources();
  const english = tree.get(SOURCE_LOCALE) ?? new Map<string, AreaMessages>();
  const own = tree.get(locale);
  const debug = options.debug ?? isDebugTranslations();
  const compiled: CompiledMessages = {};
  // English's own table is its source: only what has syntax, or reads other than its key, needs sending.
  const translated = locale === SOURCE_LOCALE ? new Map<string, string>() : mergedTranslations(own);
  for (const [area, messages] of english) {
    if (options.areas && !options.areas(area)) continue;
    for (const [key, source] of Object.entries(messages)) {
      const text = translated.get(key);
      if (text !== undefined && text !== "") compiled[key] = compileMessage(text, false);
      // English's own text needs sending only when it has syntax, or differs from its key.
      else if (locale === SOURCE_LOCALE ? source !== key || !isPlainMessage(source) : true)
        compiled[key] = compileMessage(source, debug && locale !== SOURCE_LOCALE);
    }
  }
  return compiled;
}

const compiledCache = new Map<string, CompiledMessages>();

function cached(cacheKey: string, build: () => CompiledMessages): CompiledMessages {
  let value = compiledCache.get(cacheKey);
  if (!value) {
    value = build();
    compiledCache.set(cacheKey, value);
  }
  return value;
}

const isDashboardArea = (area: string) => area.startsWith(DASHBOARD_AREA_PREFIX);

/** What a page carries: every area but the dashboard's, or those too on dashboard pages. */
export function pageMessages(locale: string, dashboard: boolean): CompiledMessages {
  return cached(`${locale}:${dashboard ? "all" : "public"}`, () =>
    compiledCatalogue(locale, dashboard ? {} : { areas: (area) => !isDashboardArea(area) }),
  );
}

/** The dashboard's own messages, for a dashboard opened from a public page. */
export function dashboardMessages(locale: string): CompiledMessages {
  return cached(`${locale}:dashboard`, () => compiledCatalogue(locale, { areas: isDashboardArea }));
}

const translators = new Map<string, Translator>();

/** The server's translator for a locale (error bodies, emails, notifications). */
export function serverTranslator(locale: string): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator({
      locale,
      messages: cached(`${locale}:all`, () => compiledCatalogue(locale)),
    });
    translators.set(locale, translator);
  }
  return translator;
}
