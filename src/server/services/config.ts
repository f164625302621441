// Site configuration stored in the config table (key → JSON value). Only the keys of
// schemas/config/site-config.schema.json exist for the API (docs/reference/configuration.md), all public but the
// x-private ones: the feature flags that gate the custom layouts (docs/reference/routes.md#layout-routes,
// docs/reference/permissions.md#category-permissions), the addons' switches (src/lib/addons.ts), settings, and the
// entry addresses (docs/reference/routes.md#links-the-product-builds, services/entry-urls.ts), whose defaults come
// from the site config.
import { inArray, sql } from "drizzle-orm";
import { DEFAULT_ENTRY_URLS } from "../../lib/entry-url";
import type { FeatureFlags, LayoutFlag } from "../../lib/layout-routes";
import type { Db } from "../db/client";
import { config } from "../db/schema";
import type { SiteConfig } from "../site-config";
import { SCHEMA_CONFIG_DEFAULTS, SCHEMA_PRIVATE_KEYS } from "./config-schema";

const LAYOUT_FLAGS: readonly LayoutFlag[] = ["discussionList", "categoryList", "post", "createPost"];

const flagKey = (flag: LayoutFlag) => `featureFlags.customLayout.${flag}.Enabled`;

/** Post page switches: tagging (the post tags asset) and Q&A answer suggestions. */
export const POST_PAGE_CONFIG_KEYS = {
  tagging: "tagging.enabled",
  answerSuggestions: "qna.answerSuggestions.enabled",
} as const;

/** The entry addresses' keys (read by services/entry-urls.ts). */
export const ENTRY_URL_CONFIG_KEYS = {
  signInUrl: "entry.signInUrl",
  registerUrl: "entry.registerUrl",
  signOutUrl: "entry.signOutUrl",
} as const;

/** The external search every search box may send its query to (services/external-search.ts). */
export const EXTERNAL_SEARCH_CONFIG_KEYS = {
  urlTemplate: "search.externalUrl",
  newTab: "search.externalUrlNewTab",
} as const;

/** Email notifications and the digest (docs/reference/notifications.md). */
export const EMAIL_CONFIG_KEYS = {
  enabled: "emails.enabled",
  digest: "emails.digest",
  digestIntervalDays: "emails.digestIntervalDays",
} as const;

/** The site's notification defaults for members who never chose (services/notifications/site-defaults.ts). */
export const NOTIFICATION_DEFAULTS_PREFIX = "notifications.defaults.";

/** Whether members may report posts (services/reports/). */
export const ESCALATIONS_FLAG_KEY = "featureFlags.escalations.Enabled";

/**
 * Resolve and unresolve (docs/reference/permissions.md#global-permissions: staff.allow plus triage.enabled); off by
 * default.
 */
export const TRIAGE_ENABLED_KEY = "triage.enabled";

/**
 * Posting intervals for new accounts (services/posting/flood-control.ts): an account younger than
 * `posting.newAccountDays` days (0 = nobody counts as new) waits this many seconds between two comments and
 * between two discussions. Moderators are exempt.
 */
export const POSTING_INTERVAL_KEYS = {
  newAccountDays: "posting.newAccountDays",
  commentSeconds: "posting.newAccountCommentSeconds",
  discussionSeconds: "posting.newAccountDiscussionSeconds",
} as const;

/**
 * Signatures under posts (services/signatures.ts): shown only when enabled; hidden at the mobile breakpoint with
 * hideMobile; images in them no taller than imageMaxHeight px (0 = no cap). Spec 001 §6.
 */
export const SIGNATURE_CONFIG_KEYS = {
  enabled: "signatures.enabled",
  hideMobile: "signatures.hideMobile",
  imageMaxHeight: "signatures.imageMaxHeight",
} as const;

/**
 * Registration's bot checks (services/captcha/, docs/reference/errors.md#registration): a captcha when a provider
 * and its site key are set, and the least number of seconds between showing the registration form and submitting it.
 */
export const CAPTCHA_CONFIG_KEYS = {
  provider: "captcha.provider",
  siteKey: "captcha.siteKey",
  secretKey: "captcha.secretKey",
} as const;
export const REGISTRATION_MINIMUM_SECONDS_KEY = "registration.minimumSeconds";

/**
 * The title bar's navigation per locale (services/navigation.ts): an object keyed by locale key, plus "default" for
 * every locale without a list of its own. Written through PUT /navigation/{localeKey} and read filtered for each
 * viewer through GET /navigation; private here, so role-limited and hidden items never reach everyone.
 */
export const NAVIGATION_ITEMS_KEY = "navigation.items";

/**
 * Keys GET /config answers only to settings.manage: those marked x-private in schemas/config/site-config.schema.json
 * (CAPTCHA_CONFIG_KEYS.secretKey, NAVIGATION_ITEMS_KEY; tests/api/config-schema.test.ts checks they are).
 */
export const PRIVATE_CONFIG_KEYS: readonly string[] = SCHEMA_PRIVATE_KEYS;

/** The site's name and description (empty: the server's, site-config.ts) and the banner's default texts. */
export const SITE_INFO_CONFIG_KEYS = {
  siteName: "site.name",
  siteDescription: "site.description",
  bannerTitle: "banner.title",
  bannerDescription: "banner.description",
} as const;

/** Upload rules of POST /media (docs/reference/errors.md#uploads); the site config's when no row is stored. */
export const UPLOAD_CONFIG_KEYS = {
  maxSize: "upload.maxSize",
  allowedExtensions: "upload.allowedExtensions",
} as const;

/** Whether guests may register; the site config's registrationEnabled when no row is stored. */
export const REGISTRATION_ENABLED_KEY = "registration.enabled";

/** Members whose email is not confirmed may not post while this is on (auth/viewer.ts). */
export const CONFIRM_EMAIL_REQUIRED_KEY = "isConfirmEmailRequired";

/** The entry address keys' values when no row is stored: the site config's addresses. */
function entryUrlConfigDefaults(site: Partial<SiteConfig>): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(ENTRY_URL_CONFIG_KEYS) as (keyof typeof ENTRY_URL_CONFIG_KEYS)[]).map((field) => [
      ENTRY_URL_CONFIG_KEYS[field],
      site[field] ?? DEFAULT_ENTRY_URLS[field],
    ]),
  );
}

/**
 * Every key the config API knows, with its default when no row is stored: declared once, with its type, limits and
 * labels, in schemas/config/site-config.schema.json (services/config-schema.ts). Custom layouts are opt-in; reports
 * (the escalations flag) are on; signatures are off; no captcha until a provider and its keys are set.
 */
export const PUBLIC_CONFIG_DEFAULTS: Readonly<Record<string, unknown>> = SCHEMA_CONFIG_DEFAULTS;

/** The defaults as this site answers them: the entry addresses its site config sets. */
export function configDefaults(site: SiteConfig): Readonly<Record<string, unknown>> {
  return {
    ...PUBLIC_CONFIG_DEFAULTS,
    ...entryUrlConfigDefaults(site),
    // Empty site name and description mean the server's (site-config.ts): the settings page shows those.
    [SITE_INFO_CONFIG_KEYS.siteName]: site.title,
    [SITE_INFO_CONFIG_KEYS.siteDescription]: site.description,
    [UPLOAD_CONFIG_KEYS.maxSize]: site.upload.maxSize,
    [UPLOAD_CONFIG_KEYS.allowedExtensions]: site.upload.allowedExtensions,
    [REGISTRATION_ENABLED_KEY]: site.registrationEnabled,
  };
}

const isConfigKey = (key: string) => Object.hasOwn(PUBLIC_CONFIG_DEFAULTS, key);

export type ConfigValues = Record<string, unknown>;

/** The values of these keys (known keys only), defaults filled in. */
export async function readConfig(
  db: Db,
  keys: readonly string[],
  defaults: Readonly<Record<string, unknown>> = PUBLIC_CONFIG_DEFAULTS,
): Promise<ConfigValues> {
  const known = keys.filter(isConfigKey);
  const values: ConfigValues = {};
  for (const key of known) values[key] = defaults[key];
  if (known.length === 0) return values;
  const rows = await db.select().from(config).where(inArray(config.key, known));
  for (const row of rows) values[row.key] = row.value;
  return values;
}

/** Stores known keys (callers validate values); an upsert per key, in one statement. */
export async function writeConfig(db: Db, values: ConfigValues): Promise<void> {
  const rows = Object.entries(values)
    .filter(([key]) => isConfigKey(key))
    .map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insert(config)
    .values(rows)
    .onConflictDoUpdate({ target: config.key, set: { value: sql`excluded."value"` } });
}

export async function readFeatureFlags(db: Db): Promise<FeatureFlags> {
  const values = await readConfig(db, LAYOUT_FLAGS.map(flagKey));
  const flags = {} as FeatureFlags;
  for (const flag of LAYOUT_FLAGS) flags[flag] = values[flagKey(flag)] === true;
  return flags;
}

export function allFlagsOn(): Record<string, boolean> {
  return Object.fromEntries(LAYOUT_FLAGS.map((flag) => [flagKey(flag), true]));
}

/** POST /media's rules: the config table's upload keys, the site config's where none is stored. */
export async function readUploadRules(
  db: Db,
  site: SiteConfig,
): Promise<{ maxSize: number; allowedExtensions: readonly string[] }> {
  const keys = [UPLOAD_CONFIG_KEYS.maxSize, UPLOAD_CONFIG_KEYS.allowedExtensions];
  const values = await readConfig(db, keys, configDefaults(site));
  const maxSize = values[UPLOAD_CONFIG_KEYS.maxSize];
  const extensions = values[UPLOAD_CONFIG_KEYS.allowedExtensions];
  return {
    maxSize: typeof maxSize === "number" && maxSize > 0 ? maxSize : site.upload.maxSize,
    allowedExtensions: Array.isArray(extensions) ? extensions.map(String) : site.upload.allowedExtensions,
  };
}

/** Whether guests may register: the config table's registration.enabled, the site config's when none is stored. */
export async function readRegistrationEnabled(db: Db, site: SiteConfig): Promise<boolean> {
  const values = await readConfig(db, [REGISTRATION_ENABLED_KEY], configDefaults(site));
  const value = values[REGISTRATION_ENABLED_KEY];
  return typeof value === "boolean" ? value : site.registrationEnabled;
}
