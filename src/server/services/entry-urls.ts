// Where Sign In, Register and Sign Out lead (docs/reference/routes.md#links-the-product-builds: /entry/signin,
// /entry/register and /entry/signout by default, configurable). The deployment sets them in the site config
// (buildApp's siteConfig); an administrator overrides them at run time with the config keys below (PATCH /config).
// Register is hidden when there is no registration address: an empty one, or the built-in page while registration is
// closed (it could not register anyone). Read on every page, so cached with the other site reads and dropped on
// config writes.
import { inArray } from "drizzle-orm";
import { DEFAULT_ENTRY_URLS, type EntryUrls } from "../../lib/entry-url";
import type { Db } from "../db/client";
import { config } from "../db/schema";
import type { SiteConfig } from "../site-config";
import { ENTRY_URL_CONFIG_KEYS, readRegistrationEnabled } from "./config";
import { cachedSiteRead } from "./route-state";

export type { EntryUrls };

type EntryField = keyof typeof ENTRY_URL_CONFIG_KEYS;
const FIELDS = Object.keys(ENTRY_URL_CONFIG_KEYS) as EntryField[];

function isBuiltInRegisterPage(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return false;
  const path = new URL(url, "http://site.invalid").pathname.replace(/\/+$/, "");
  return path === DEFAULT_ENTRY_URLS.registerUrl;
}

/** The addresses links use: stored values over the site config's, Register null when there is none. */
function resolveEntryUrls(site: SiteConfig, stored: Partial<Record<EntryField, unknown>>): EntryUrls {
  const value = (field: EntryField) => {
    const own = stored[field];
    return typeof own === "string" ? own : (site[field] ?? DEFAULT_ENTRY_URLS[field]);
  };
  const register = value("registerUrl").trim();
  const closed = !site.registrationEnabled && isBuiltInRegisterPage(register);
  return {
    signInUrl: value("signInUrl") || DEFAULT_ENTRY_URLS.signInUrl,
    registerUrl: register === "" || closed ? null : register,
    signOutUrl: value("signOutUrl") || DEFAULT_ENTRY_URLS.signOutUrl,
  };
}

async function readEntryUrls(db: Db, site: SiteConfig): Promise<EntryUrls> {
  const rows = await db
    .select()
    .from(config)
    .where(inArray(config.key, Object.values(ENTRY_URL_CONFIG_KEYS)));
  const stored: Partial<Record<EntryField, unknown>> = {};
  for (const field of FIELDS)
    stored[field] = rows.find((row) => row.key === ENTRY_URL_CONFIG_KEYS[field])?.value;
  // Registration closed through the settings (registration.enabled) hides Register as the site config's switch does.
  return resolveEntryUrls({ ...site, registrationEnabled: await readRegistrationEnabled(db, site) }, stored);
}

export function loadEntryUrls(db: Db, site: SiteConfig): Promise<EntryUrls> {
  return cachedSiteRead(db, "entryUrls", () => readEntryUrls(db, site));
}
