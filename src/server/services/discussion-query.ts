// Turns a discussion list query into index-friendly SQL pieces: the visible category IDs, filters, and an
// ORDER BY that matches an index (category, dateLastComment desc, discussionID desc) and friends.
import { and, eq, gte, ilike, inArray, not, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DiscussionListQuery } from "../../types/generated/api/discussion-list-query";
import { discussions, discussionTags, userDiscussions } from "../db/schema";
import { notFound, signInRequired } from "../http/errors";
import { type CategoryIndex, descendantsOf } from "./category-index";
import { isSignedIn, type ServiceContext } from "./context";
import { bookmarkedByViewer } from "./member-discussions/bookmark";
import { pageRequest } from "./paging";
import { escapeLike } from "./sql";

type DiscussionSort = DiscussionListQuery["sort"];

/**
 * "Hot": activity (score + comments + 1) decaying with age in hours, like Hacker News' gravity formula:
 * (score + countComments + 1) / (ageHours + 2) ^ 1.5. Computed per row in float8 (numeric power() is slow),
 * so it cannot use an index: a top-N sort over the visible discussions.
 */
const hotness = sql`(${discussions.score} + ${discussions.countComments} + 1)::float8 / power(extract(epoch from (now() - ${discussions.dateInserted}))::float8 / 3600 + 2, 1.5)`;

// The indexes are DESC NULLS LAST (drizzle-kit's default); an ORDER BY only uses them when the NULLS order
// matches too, so it is spelled out (ascending = the same index read backwards).
const newest = (column: AnyPgColumn) => sql`${column} desc nulls last`;
const oldest = (column: AnyPgColumn) => sql`${column} asc nulls first`;

const ORDERS: Record<DiscussionSort, SQL[]> = {
  "-dateLastComment": [newest(discussions.dateLastComment), newest(discussions.discussionID)],
  "-dateInserted": [newest(discussions.dateInserted), newest(discussions.discussionID)],
  "-score": [newest(discussions.score), newest(discussions.discussionID)],
  "-hot": [sql`${hotness} desc`, newest(discussions.discussionID)],
  dateInserted: [oldest(discussions.dateInserted), oldest(discussions.discussionID)],
};

const SLOT_INTERVALS = { d: "1 day", w: "7 days", m: "1 month", y: "1 year" } as const;

export interface DiscussionListPlan {
  categoryIDs: number[];
  where: SQL;
  orderBy: SQL[];
  /** Ordered by hotness, which no index serves (services/hot-ranking.ts keeps the order for a minute). */
  hot: boolean;
  /** Only the category narrows the list, so category counters give the total. */
  categoryOnly: boolean;
  /** Announcements to list first (pinOrder=first), or null. */
  pinCondition: SQL | null;
  page: number;
  limit: number;
  offset: number;
}

function categoryScope(
  ctx: ServiceContext,
  index: CategoryIndex,
  query: Partial<DiscussionListQuery>,
): number[] {
  const { permissions } = ctx.viewer;
  if (query.categoryID === undefined) return permissions.visibleCategoryIDs();
  if (!permissions.canViewCategory(query.categoryID)) throw notFound("Category");
  if (!query.includeChildCategories) return [query.categoryID];
  const children = descendantsOf(index, query.categoryID).map((node) => node.categoryID);
  return [query.categoryID, ...children.filter((id) => permissions.canViewCategory(id))];
}

/** At most this many words of a text query count (a pasted paragraph would otherwise make a huge WHERE). */
const MAX_QUERY_WORDS = 8;

/**
 * The text filter of the /search page: each word must appear in the name or the body (ILIKE, so LIKE's own
 * wildcards typed by the reader match literally). No index serves it: a scan of the visible discussions, until
 * search gets an index of its own (docs/reference/routes.md#app-routes).
 */
function textFilters(text: string | undefined): SQL[] {
  const words = (text ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  return words.flatMap((word) => {
    const pattern = `%${escapeLike(word)}%`;
    const either = or(ilike(discussions.name, pattern), ilike(discussions.body, pattern));
    return either ? [either] : [];
  });
}

/**
 * An announcement the signed-in viewer dismissed (PUT /discussions/{id}/dismiss) is not listed first for them: it
 * takes its place among the others.
 */
function notDismissed(ctx: ServiceContext): SQL | undefined {
  if (!isSignedIn(ctx.viewer)) return undefined;
  return sql`not exists (select 1 from ${userDiscussions} where ${userDiscussions.userID} = ${ctx.viewer.user.userID} and ${userDiscussions.discussionID} = ${discussions.discussionID} and ${userDiscussions.dismissed})`;
}

/**
 * `within` narrows the list to those categories as well (a widget's site section or followed categories); the
 * total still comes from the category counters when nothing else filters.
 */
export function planDiscussionList(
  ctx: ServiceContext,
  index: CategoryIndex,
  query: Partial<DiscussionListQuery>,
  within?: ReadonlySet<number>,
): DiscussionListPlan {
  const scope = categoryScope(ctx, index, query);
  const categoryIDs = within ? scope.filter((id) => within.has(id)) : scope;
  const filters: SQL[] = [];
  if (query.pinned !== undefined) filters.push(eq(discussions.pinned, query.pinned));
  if (query.type !== undefined) filters.push(eq(discussions.type, query.type));
  if (query.statusID !== undefined) filters.push(eq(discussions.statusID, query.statusID));
  if (query.insertUserID !== undefined) filters.push(eq(discussions.insertUserID, query.insertUserID));
  if (query.tagID !== undefined) {
    const tagged = ctx.db
      .select({ discussionID: discussionTags.discussionID })
      .from(discussionTags)
      .where(eq(discussionTags.tagID, query.tagID));
    filters.push(inArray(discussions.discussionID, tagged));
  }
  if (query.bookmarked) {
    if (!isSignedIn(ctx.viewer)) throw signInRequired();
    filters.push(inArray(discussions.discussionID, bookmarkedByViewer(ctx)));
  }
  filters.push(...textFilters(query.query));
  const slot = query.slotType && query.slotType !== "a" ? SLOT_INTERVALS[query.slotType] : undefined;
  if (slot) filters.push(gte(discussions.dateInserted, sql`now() - ${slot}::interval`));
  const where = and(inArray(discussions.categoryID, categoryIDs), ...filters) ?? sql`true`;
  // In a category list every announcement counts; elsewhere only those announced to recent discussions.
  const announced =
    query.categoryID === undefined
      ? and(eq(discussions.pinned, true), eq(discussions.pinLocation, "recent"))
      : eq(discussions.pinned, true);
  const pinCondition =
    query.pinOrder === "first" && query.pinned === undefined
      ? (and(announced, notDismissed(ctx)) ?? null)
      : null;
  const { page, limit, offset } = pageRequest(query.page, query.limit, { page: 1, limit: 30 }, 100);
  return {
    categoryIDs,
    where,
    orderBy: ORDERS[query.sort ?? "-dateLastComment"] ?? ORDERS["-dateLastComment"],
    hot: query.sort === "-hot",
    categoryOnly: filters.length === 0,
    pinCondition,
    page,
    limit,
    offset,
  };
}

/** The rest of the list once announcements are taken out. */
export function withoutPinned(plan: DiscussionListPlan): SQL {
  return plan.pinCondition ? (and(plan.where, not(plan.pinCondition)) ?? plan.where) : plan.where;
}
