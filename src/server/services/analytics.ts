// Analytics privacy and page-view counting (docs/reference/api-conventions.md#resources AnonymizeData,
// docs/reference/ui-behaviour.md#page-views page-view event, docs/reference/api-conventions.md#other-call-families
// /analytics/privacy and /tick). Both live in the config key/value table, beside the site settings but outside its
// public keys (services/config.ts lists those), so GET /config never shows them:
//   analyticsPrivacy:<userID>  {AnonymizeData} of a signed-in user ('1' opted out, '0' opted in); guests keep it
//                              in a cookie. An object, not a bare string: a driver may hand '1' to jsonb as the number 1
//   analytics.pageViews        the number of page views counted since the site started counting
import { eq, sql } from "drizzle-orm";
import type { AnalyticsPrivacy } from "../../types/generated/api/analytics-privacy";
import type { Db } from "../db/client";
import { config } from "../db/schema";

export type AnonymizeData = AnalyticsPrivacy["AnonymizeData"];

/** No choice made: the site default, which counts page views. */
export const NO_CHOICE: AnonymizeData = "-1";
const PAGE_VIEWS_KEY = "analytics.pageViews";

const VALUES: readonly AnonymizeData[] = ["1", "0", "-1"];

const privacyKey = (userID: number) => `analyticsPrivacy:${userID}`;

export function asAnonymizeData(value: unknown): AnonymizeData | undefined {
  return VALUES.find((known) => known === value);
}

/** Opted out means '1' only: '-1' (no choice) follows the site default, which counts. */
export const isOptedOut = (value: AnonymizeData) => value === "1";

export async function readUserPrivacy(db: Db, userID: number): Promise<AnonymizeData> {
  const [row] = await db
    .select()
    .from(config)
    .where(eq(config.key, privacyKey(userID)));
  const stored = row?.value as Partial<AnalyticsPrivacy> | undefined;
  return asAnonymizeData(stored?.AnonymizeData) ?? NO_CHOICE;
}

export async function writeUserPrivacy(db: Db, userID: number, value: AnonymizeData): Promise<void> {
  await db
    .insert(config)
    .values({ key: privacyKey(userID), value: { AnonymizeData: value } satisfies AnalyticsPrivacy })
    .onConflictDoUpdate({ target: config.key, set: { value: sql`excluded."value"` } });
}

/** Adds one page view in a single statement, so concurrent ticks never lose a count; answers the new total. */
export async function countPageView(db: Db): Promise<number> {
  const [row] = await db
    .insert(config)
    .values({ key: PAGE_VIEWS_KEY, value: 1 })
    .onConflictDoUpdate({
      target: config.key,
      set: { value: sql`to_jsonb(coalesce((${config.value} #>> '{}')::bigint, 0) + 1)` },
    })
    .returning({ value: config.value });
  return Number(row?.value ?? 0);
}

export async function readPageViews(db: Db): Promise<number> {
  const [row] = await db.select().from(config).where(eq(config.key, PAGE_VIEWS_KEY));
  return Number(row?.value ?? 0);
}
