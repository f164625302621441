// The reader's choice of interface language (docs/reference/localisation.md#choosing-the-language): a cookie the
// server reads on every page (src/server/i18n/request-locale.ts), then a reload so the page comes back in it. A site
// section with a locale of its own still wins there; the choice applies everywhere else.

/** The cookie's name, as the server reads it (LOCALE_COOKIE there: the browser may not import server code). */
const LOCALE_COOKIE = "quorum_locale";

const ONE_YEAR_SECONDS = 31_536_000;

/** The Set-Cookie-style string document.cookie takes. */
function localeCookie(key: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(key)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Remembers the choice and reloads unless the page is already in it. Call from an event handler only. */
export function chooseInterfaceLocale(key: string, current: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we support.
  document.cookie = localeCookie(key);
  if (key !== current) window.location.reload();
}
