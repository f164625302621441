// A saved or added locale into the cached list of every stored locale (a re-enabled one replaces its row, a new one
// goes last), then every locale list is read again, as src/client/api/locales.ts does after its own changes: the
// enabled set changes the names each locale carries, and the translator's list.
import type { QueryClient } from "@tanstack/react-query";
import { type Locale, localeKeys } from "../../api/locales";

export function storeLocale(client: QueryClient, saved: Locale): void {
  client.setQueryData<Locale[]>(localeKeys.list(false), (list) => {
    if (!list) return list;
    const known = list.some((locale) => locale.localeID === saved.localeID);
    return known
      ? list.map((locale) => (locale.localeID === saved.localeID ? saved : locale))
      : [...list, saved];
  });
  void client.invalidateQueries({ queryKey: localeKeys.lists() });
}
