// Site configuration stored in the config table (key → JSON value). Only the keys listed here exist for the API, all
// public: the feature flags that gate the custom layouts (docs/reference/routes.md#layout-routes,
// docs/reference/permissions.md#category-permissions), booleans, and the entry addresses
// (docs/reference/routes.md#links-the-product-builds, services/entry-urls.ts), whose defaults come from the site
// config.
import { inArray, sql } from "drizzle-orm";
import { DEFAULT_EDIT_TIMEOUT_SECONDS, EDIT_TIMEOUT_CONFIG_KEY } from "../../lib/editing/edit-window";
import { DEFAULT_ENTRY_URLS } from "../../lib/entry-url";
import type { FeatureFlags, LayoutFlag } from "../../lib/layout-routes";
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from "../../lib/notification-types";
import type { Db } from "../db/client";
import { config } from "../db/schema";
import type { SiteConfig } from "../site-config";

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

/** The entry address keys' values when no row is stored: the site config's addresses. */
function entryUrlConfigDefaults(site: Partial<SiteConfig>): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(ENTRY_URL_CONFIG_KEYS) as (keyof typeof ENTRY_URL_CONFIG_KEYS)[]).map((field) => [
      ENTRY_URL_CONFIG_KEYS[field],
      site[field] ?? DEFAULT_ENTRY_URLS[field],
    ]),
  );
}

/** Every key the config API knows, with its default when no row is stored: custom layouts are opt-in. */
export const PUBLIC_CONFIG_DEFAULTS: Readonly<Record<string, boolean | string | number>> = {
  ...Object.fromEntries(LAYOUT_FLAGS.map((flag) => [flagKey(flag), false])),
  // Reporting posts to the moderators (docs/reference/permissions.md#global-permissions: flag.add plus this flag). On
  // by default: the reports queue is the moderators' only view of what members flag, and flag.add already limits who
  // may report.
  [ESCALATIONS_FLAG_KEY]: true,
  // How long authors may edit their posts, in seconds (-1: no limit; src/lib/editing/edit-window.ts).
  [EDIT_TIMEOUT_CONFIG_KEY]: DEFAULT_EDIT_TIMEOUT_SECONDS,
  [TRIAGE_ENABLED_KEY]: false,
  [POSTING_INTERVAL_KEYS.newAccountDays]: 7,
  [POSTING_INTERVAL_KEYS.commentSeconds]: 5,
  [POSTING_INTERVAL_KEYS.discussionSeconds]: 15,
  ...entryUrlConfigDefaults({}),
  // The post page (widgets/post-tags, widgets/suggested-answers): tags under the original post, and Q&A
  // suggested answers (off).
  [POST_PAGE_CONFIG_KEYS.tagging]: true,
  [POST_PAGE_CONFIG_KEYS.answerSuggestions]: false,
  // No external search: the search boxes go to the forum's own search page.
  [EXTERNAL_SEARCH_CONFIG_KEYS.urlTemplate]: "",
  [EXTERNAL_SEARCH_CONFIG_KEYS.newTab]: false,
  // Notifications by email and the weekly digest: a fresh install mails through .eml files (src/server/mail).
  [EMAIL_CONFIG_KEYS.enabled]: true,
  [EMAIL_CONFIG_KEYS.digest]: true,
  [EMAIL_CONFIG_KEYS.digestIntervalDays]: 7,
  ...Object.fromEntries(
    NOTIFICATION_TYPES.flatMap((type) =>
      NOTIFICATION_CHANNELS.map((channel) => [
        `${NOTIFICATION_DEFAULTS_PREFIX}${type.key}.${channel}`,
        type.defaults[channel],
      ]),
    ),
  ),
  [`${NOTIFICATION_DEFAULTS_PREFIX}DigestEnabled.email`]: true,
};

/** The defaults as this site answers them: the entry addresses its site config sets. */
export function configDefaults(site: SiteConfig): Readonly<Record<string, boolean | string | number>> {
  return { ...PUBLIC_CONFIG_DEFAULTS, ...entryUrlConfigDefaults(site) };
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
