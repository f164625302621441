// The page's interface language, which every API call names (header Quorum-Locale) so that the server writes its
// messages (errors, toasts) in it (docs/reference/localisation.md#server-messages). main.tsx sets it at start.
let pageLocale: string | null = null;

export function setPageLocale(locale: string | null): void {
  pageLocale = locale;
}

export function currentPageLocale(): string | null {
  return pageLocale;
}
