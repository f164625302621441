// Site-wide counts for the Site Totals widget, as the viewer sees the site: discussions, comments and questions
// only in categories the viewer may view. Discussion and comment counts come from the category counters (cheap at
// any size); questions are counted on the discussions table, answered ones through their accepted comments.
import { and, count, eq, exists, inArray, sql, sum } from "drizzle-orm";
import { categories, comments, discussions, users } from "../db/schema";
import { isListedCategory, loadCategoryIndex } from "./category-index";
import type { ServiceContext } from "./context";
import { categorySetKey, perDatabaseCache } from "./ttl-cache";

/** The record types this site can count. Online users are not tracked, so they are never counted. */
const COUNTABLE_RECORD_TYPES = [
  "user",
  "post",
  "discussion",
  "comment",
  "category",
  "question",
  "accepted",
] as const;
export type CountableRecordType = (typeof COUNTABLE_RECORD_TYPES)[number];

export function isCountable(recordType: string): recordType is CountableRecordType {
  return (COUNTABLE_RECORD_TYPES as readonly string[]).includes(recordType);
}

async function categoryCounters(ctx: ServiceContext, visible: number[]) {
  if (visible.length === 0) return { discussions: 0, comments: 0 };
  const [row] = await ctx.db
    .select({
      discussions: sum(categories.countDiscussions).mapWith(Number),
      comments: sum(categories.countComments).mapWith(Number),
    })
    .from(categories)
    .where(inArray(categories.categoryID, visible));
  return { discussions: row?.discussions ?? 0, comments: row?.comments ?? 0 };
}

async function countUsers(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(users).where(eq(users.deleted, false));
  return row?.total ?? 0;
}

async function countQuestions(
  ctx: ServiceContext,
  visible: number[],
  answeredOnly: boolean,
): Promise<number> {
  if (visible.length === 0) return 0;
  const accepted = ctx.db
    .select({ one: sql`1` })
    .from(comments)
    .where(and(eq(comments.discussionID, discussions.discussionID), eq(comments.answerStatus, "accepted")));
  const [row] = await ctx.db
    .select({ total: count() })
    .from(discussions)
    .where(
      and(
        inArray(discussions.categoryID, visible),
        eq(discussions.type, "question"),
        answeredOnly ? exists(accepted) : undefined,
      ),
    );
  return row?.total ?? 0;
}

// Totals change slowly and the widget sits on busy pages (the home page): a minute-old count is fine, a few
// aggregate queries on every page view are not.
const cachedTotals = perDatabaseCache<Map<CountableRecordType, number>>(60_000);

/** Counts for the requested record types, as this viewer may see them (cached a minute per visible-category set). */
export async function siteTotals(
  ctx: ServiceContext,
  recordTypes: readonly CountableRecordType[],
  within?: ReadonlySet<number>,
): Promise<Map<CountableRecordType, number>> {
  const all = ctx.viewer.permissions.visibleCategoryIDs();
  // A site section's totals count only its own categories and their content (members stay site-wide).
  const visible = within ? all.filter((id) => within.has(id)) : all;
  const cache = cachedTotals.cacheFor(ctx.db);
  const key = `${categorySetKey(visible)}|${[...recordTypes].sort().join(",")}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const totals = await countTotals(ctx, recordTypes, visible);
  cache.set(key, totals);
  return totals;
}

/** Each count computed once, only when asked for. */
async function countTotals(
  ctx: ServiceContext,
  recordTypes: readonly CountableRecordType[],
  visible: number[],
): Promise<Map<CountableRecordType, number>> {
  const wanted = new Set(recordTypes);
  const totals = new Map<CountableRecordType, number>();
  if (wanted.has("post") || wanted.has("discussion") || wanted.has("comment")) {
    const counters = await categoryCounters(ctx, visible);
    totals.set("discussion", counters.discussions);
    totals.set("comment", counters.comments);
    totals.set("post", counters.discussions + counters.comments);
  }
  if (wanted.has("user")) totals.set("user", await countUsers(ctx));
  if (wanted.has("category")) {
    // A group's own category counts as its group, not as a category (docs/reference/groups.md#model).
    const index = await loadCategoryIndex(ctx.db);
    totals.set("category", visible.filter((id) => isListedCategory(index.byID.get(id))).length);
  }
  if (wanted.has("question")) totals.set("question", await countQuestions(ctx, visible, false));
  if (wanted.has("accepted")) totals.set("accepted", await countQuestions(ctx, visible, true));
  return totals;
}
