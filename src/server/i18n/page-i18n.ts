// The interface language part of a page's inlined state (docs/reference/localisation.md): the locale, its direction,
// what the language toggle offers, and the messages the page may show (the dashboard's only on dashboard pages).
import { INTERFACE_LOCALES, textDirection } from "../../lib/i18n/locales";
import type { PageI18N } from "../../types/generated/api/page-state";
import type { Db } from "../db/client";
import { interfaceLocaleKeys, listLocales } from "../services/localisation/locales";
import { pageMessages } from "./catalogues";

export async function pageI18n(
  db: Db,
  locale: string,
  dashboard: boolean,
  member: boolean,
): Promise<PageI18N> {
  const enabled = new Set(await interfaceLocaleKeys(db));
  // A locale names a service only once the service is set up (routes/locales.ts checks it).
  const service = (await listLocales(db)).find((row) => row.localeKey === locale)?.translationService;
  return {
    machineTranslation: member && Boolean(service),
    locale,
    dir: textDirection(locale),
    locales: INTERFACE_LOCALES.filter((entry) => enabled.has(entry.key)).map((entry) => ({ ...entry })),
    messages: pageMessages(locale, dashboard),
    areas: [dashboard ? "all" : "public"],
  };
}
