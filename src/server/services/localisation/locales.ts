// The site's locales (docs/reference/localisation.md#locales): which languages an administrator enabled, each with
// the machine translation service that pre-fills it. Read by every page (the interface language is chosen among the
// enabled ones that have a catalogue), so kept with the route state and dropped by the same invalidation.
import { asc, eq } from "drizzle-orm";
import { INTERFACE_LOCALES, SOURCE_LOCALE } from "../../../lib/i18n/locales";
import type { Db } from "../../db/client";
import { locales } from "../../db/schema";
import { cachedSiteRead, invalidateRouteState } from "../route-state";

export interface LocaleRow {
  localeID: number;
  localeKey: string;
  enabled: boolean;
  translationService: string | null;
}

export function listLocales(db: Db): Promise<LocaleRow[]> {
  return cachedSiteRead(db, "locales", () =>
    db
      .select({
        localeID: locales.localeID,
        localeKey: locales.localeKey,
        enabled: locales.enabled,
        translationService: locales.translationService,
      })
      .from(locales)
      .orderBy(asc(locales.sort), asc(locales.localeID)),
  );
}

export async function enabledLocaleKeys(db: Db): Promise<string[]> {
  const rows = await listLocales(db);
  const keys = rows.filter((row) => row.enabled).map((row) => row.localeKey);
  return keys.includes(SOURCE_LOCALE) ? keys : [SOURCE_LOCALE, ...keys];
}

const SHIPPED = new Set(INTERFACE_LOCALES.map((locale) => locale.key));

/** The interface languages a viewer may get: enabled locales that have a catalogue (English always). */
export async function interfaceLocaleKeys(db: Db): Promise<string[]> {
  return (await enabledLocaleKeys(db)).filter((key) => SHIPPED.has(key));
}

export async function findLocale(db: Db, localeID: number): Promise<LocaleRow | null> {
  return (await listLocales(db)).find((row) => row.localeID === localeID) ?? null;
}

export interface LocalePatch {
  enabled?: boolean;
  translationService?: string | null;
}

export async function updateLocale(db: Db, localeID: number, patch: LocalePatch): Promise<void> {
  const changes: Partial<typeof locales.$inferInsert> = {};
  if (patch.enabled !== undefined) changes.enabled = patch.enabled;
  if (patch.translationService !== undefined) changes.translationService = patch.translationService;
  if (Object.keys(changes).length > 0)
    await db.update(locales).set(changes).where(eq(locales.localeID, localeID));
  invalidateRouteState(db);
}

export async function addLocale(db: Db, localeKey: string): Promise<number> {
  const [row] = await db
    .insert(locales)
    .values({ localeKey, sort: 100 })
    .onConflictDoUpdate({ target: locales.localeKey, set: { enabled: true } })
    .returning({ localeID: locales.localeID });
  invalidateRouteState(db);
  if (!row) throw new Error("The locale was not stored.");
  return row.localeID;
}
