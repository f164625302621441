// The title bar's navigation per locale (docs/reference/ui-behaviour.md#title-bar, "Navigation items may come from
// site configuration per locale, falling back to a default list"): the config key `navigation.items` holds an object
// keyed by locale key plus "default"; a locale without a list of its own uses "default", and a site without either
// the built-in Posts and Categories (src/lib/navigation.ts). Values written before the editor existed are still read:
// an array under `navigation.items` (the default list) and `navigation.items.<locale>` keys.
import { eq, inArray } from "drizzle-orm";
import { DEFAULT_NAVIGATION, type NavTreeItem } from "../../lib/navigation";
import type { NavigationEntry } from "../../types/generated/api/navigation-entry";
import type { Db } from "../db/client";
import { config, roles } from "../db/schema";
import { NAVIGATION_ITEMS_KEY } from "./config";
import { invalidateRouteState } from "./route-state";
import { asNavItems } from "./site-navigation";

/** The entry every locale without its own list uses. */
export const DEFAULT_LOCALE_ENTRY = "default";

type StoredNavigation = Record<string, NavTreeItem[]>;

const legacyLocaleKey = (localeKey: string) => `${NAVIGATION_ITEMS_KEY}.${localeKey}`;

/** The stored object, well-formed entries only; a bare array (older sites) is the default list. */
export function parseStoredNavigation(value: unknown): StoredNavigation {
  const asArray = asNavItems(value);
  if (asArray) return { [DEFAULT_LOCALE_ENTRY]: asArray };
  if (!value || typeof value !== "object") return {};
  const stored: StoredNavigation = {};
  for (const [localeKey, items] of Object.entries(value)) {
    const parsed = asNavItems(items);
    if (parsed) stored[localeKey] = parsed;
  }
  return stored;
}

/** The stored object and, for one locale, a list under its older key. */
async function readStored(
  db: Db,
  localeKey?: string,
): Promise<{ stored: StoredNavigation; legacy?: NavTreeItem[] }> {
  const keys = [NAVIGATION_ITEMS_KEY, ...(localeKey ? [legacyLocaleKey(localeKey)] : [])];
  const rows = await db.select().from(config).where(inArray(config.key, keys));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const legacy = localeKey ? asNavItems(value(legacyLocaleKey(localeKey))) : null;
  return { stored: parseStoredNavigation(value(NAVIGATION_ITEMS_KEY)), ...(legacy ? { legacy } : {}) };
}

/**
 * The list a locale uses, unfiltered, and where it comes from. For "default": the stored default list, else the
 * built-in one.
 */
export async function readNavigationEntry(db: Db, localeKey: string): Promise<NavigationEntry> {
  const isDefault = localeKey === DEFAULT_LOCALE_ENTRY;
  const { stored, legacy } = await readStored(db, isDefault ? undefined : localeKey);
  const own = isDefault ? stored[DEFAULT_LOCALE_ENTRY] : (stored[localeKey] ?? legacy);
  if (own) return { localeKey, source: "own", items: own };
  const fallback = stored[DEFAULT_LOCALE_ENTRY];
  if (fallback) return { localeKey, source: "default", items: fallback };
  return { localeKey, source: "builtIn", items: DEFAULT_NAVIGATION };
}

/** The items the title bar of a page in this locale starts from (then translated and filtered for the viewer). */
export async function siteNavigationItems(db: Db, localeKey: string): Promise<NavTreeItem[]> {
  return (await readNavigationEntry(db, localeKey)).items;
}

/** The roles an item may be limited to. */
export async function listRoleIDs(db: Db): Promise<Set<number>> {
  const rows = await db.select({ roleID: roles.roleID }).from(roles);
  return new Set(rows.map((row) => row.roleID));
}

/** Replaces a locale's list (checked by services/navigation-rules.ts first); the next page shows it. */
export async function writeNavigation(db: Db, localeKey: string, items: NavTreeItem[]): Promise<void> {
  await replaceEntry(db, localeKey, items);
}

/** Drops a locale's own list: it uses the default one again ("default": the built-in list). */
export async function resetNavigation(db: Db, localeKey: string): Promise<void> {
  await replaceEntry(db, localeKey, null);
}

async function replaceEntry(db: Db, localeKey: string, items: NavTreeItem[] | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(config).where(eq(config.key, NAVIGATION_ITEMS_KEY)).for("update");
    const { [localeKey]: _replaced, ...others } = parseStoredNavigation(row?.value);
    const value = items ? { ...others, [localeKey]: items } : others;
    await tx
      .insert(config)
      .values({ key: NAVIGATION_ITEMS_KEY, value })
      .onConflictDoUpdate({ target: config.key, set: { value } });
    // An older per-locale key would otherwise come back after a reset.
    if (localeKey !== DEFAULT_LOCALE_ENTRY)
      await tx.delete(config).where(eq(config.key, legacyLocaleKey(localeKey)));
  });
  // The title bar reads it through the site-wide cache (services/route-state.ts).
  invalidateRouteState(db);
}
