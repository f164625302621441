// A request's interface language (docs/reference/localisation.md#choosing-the-language): the member's choice (the
// language toggle's cookie), then the browser's Accept-Language, among the enabled locales that have a catalogue.
// A page of a site section with a locale of its own overrides both (web/pages.ts). The guest cache keys pages by it.
import type { FastifyRequest } from "fastify";
import { negotiateLocale } from "../../lib/i18n/locales";
import type { Db } from "../db/client";
import { interfaceLocaleKeys } from "../services/localisation/locales";

/** The cookie the title bar's language toggle writes (not httpOnly: it is a preference the page itself sets). */
export const LOCALE_COOKIE = "quorum_locale";

export function chosenLocaleOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LOCALE_COOKIE) return safeDecode(value.join("=")) || null;
  }
  return null;
}

/** A cookie anyone can set: malformed escapes mean no choice, never an error. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

const memo = new WeakMap<FastifyRequest, Promise<string>>();

/** Sent by the client's API layer: the language of the page that calls, which a section may have set. */
export const PAGE_LOCALE_HEADER = "quorum-locale";

/** The request's language without a section's: memoised per request. */
export function requestLocale(db: Db, request: FastifyRequest, section?: string | null): Promise<string> {
  if (section) return localeFor(db, request, section);
  const page = request.headers[PAGE_LOCALE_HEADER];
  if (typeof page === "string" && page) return localeFor(db, request, page);
  let locale = memo.get(request);
  if (!locale) {
    locale = localeFor(db, request, null);
    memo.set(request, locale);
  }
  return locale;
}

async function localeFor(db: Db, request: FastifyRequest, section: string | null): Promise<string> {
  const available = await interfaceLocaleKeys(db);
  const acceptLanguage = request.headers["accept-language"];
  return negotiateLocale({
    section,
    chosen: chosenLocaleOf(request),
    ...(typeof acceptLanguage === "string" ? { acceptLanguage } : {}),
    available,
  });
}
