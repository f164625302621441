// Users by name pattern (GET /users/by-names), the source of mention suggestions. The pattern is the typed text with
// a * suffix; * matches any run of characters, everything else literally and case-insensitively. order=mention ranks
// as docs/reference/api-conventions.md#mentions says: an exact match first (the person typed the whole name), then
// members active in the last 90 days before older ones, and within each of those, names that start with the typed
// text before names that only contain it (a pattern such as *na*); the most recently active, then the name, break
// ties. Deleted and banned members are never suggested: a mention of them would notify no one.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { MentionSuggestion } from "../../types/generated/api/mention-suggestion";
import type { UserByNamesQuery } from "../../types/generated/api/user-by-names-query";
import { users } from "../db/schema";
import { fieldErrors } from "../http/errors";
import type { SiteConfig } from "../site-config";
import type { ServiceContext } from "./context";
import { getSiteSection } from "./site-sections";
import { escapeLike } from "./sql";

export type { MentionSuggestion, UserByNamesQuery };

/** docs/reference/ui-behaviour.md#timings: the recent-activity window of mention suggestions. */
const MENTION_ACTIVITY_WINDOW_DAYS = 90;
const BY_NAMES_DEFAULT_LIMIT = 50;

/** The ILIKE pattern of a name pattern: * becomes %, the rest matches literally. */
function likePattern(namePattern: string): string {
  return namePattern.split("*").map(escapeLike).join("%");
}

/** What the person typed: the pattern without its wildcards. */
function typedText(namePattern: string): string {
  return namePattern.replaceAll("*", "");
}

function mentionOrder(typed: string, now: Date): SQL[] {
  const lowerName = sql`lower(${users.name})`;
  const since = new Date(now.getTime() - MENTION_ACTIVITY_WINDOW_DAYS * 24 * 3_600_000);
  return [
    sql`(${lowerName} = lower(${typed})) desc`,
    sql`coalesce(${users.dateLastActive} >= ${since.toISOString()}::timestamptz, false) desc`,
    sql`(${lowerName} like lower(${`${escapeLike(typed)}%`})) desc`,
    sql`${users.dateLastActive} desc nulls last`,
    asc(lowerName),
    asc(users.userID),
  ];
}

async function checkSiteSection(ctx: ServiceContext, site: SiteConfig, raw: string | undefined) {
  if (!raw) return;
  // The schema allows any digits; an ID past the integer column's range names no section (PostgreSQL would refuse
  // to compare it).
  const id = Number(raw);
  if (id <= 2147483647 && (await getSiteSection(ctx.db, site, id))) return;
  throw fieldErrors(422, [
    { field: "siteSectionID", code: "unknown", message: "There is no site section with that ID." },
  ]);
}

export async function usersByNames(
  ctx: ServiceContext,
  site: SiteConfig,
  query: UserByNamesQuery,
  now = new Date(),
): Promise<MentionSuggestion[]> {
  await checkSiteSection(ctx, site, query.siteSectionID);
  const typed = typedText(query.name);
  const rows = await ctx.db
    .select({
      userID: users.userID,
      name: users.name,
      photoUrl: users.photoUrl,
      dateLastActive: users.dateLastActive,
    })
    .from(users)
    .where(
      and(sql`${users.name} ilike ${likePattern(query.name)}`, eq(users.deleted, false), eq(users.banned, 0)),
    )
    .orderBy(...(query.order === "mention" ? mentionOrder(typed, now) : [asc(sql`lower(${users.name})`)]))
    .limit(query.limit ?? BY_NAMES_DEFAULT_LIMIT);
  return rows.map((row) => ({
    ...row,
    dateLastActive: row.dateLastActive?.toISOString() ?? null,
  }));
}
