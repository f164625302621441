// Discussions as one viewer sees them: always limited to categories they may view (a hidden discussion
// answers like a missing one). Lists page with LIMIT/OFFSET along an index; totals come from the category
// counters when only the category narrows the list, else from COUNT(*).
import { and, count, eq, inArray, sum } from "drizzle-orm";
import type { Discussion } from "../../types/generated/api/discussion";
import type { DiscussionListQuery } from "../../types/generated/api/discussion-list-query";
import { categories, discussions } from "../db/schema";
import { loadCategoryIndex } from "./category-index";
import type { ServiceContext } from "./context";
import {
  type DiscussionRow,
  discussionColumns,
  type PresentOptions,
  presentDiscussions,
} from "./discussion-presenter";
import { type DiscussionListPlan, planDiscussionList, withoutPinned } from "./discussion-query";
import { selectHotPage } from "./hot-ranking";
import type { Paging } from "./paging";
import { attachSignatures } from "./signatures";

export type { Discussion, DiscussionListQuery };

/** Announcements listed first are few; more than this many are not supported in one list. */
const MAX_PINNED = 500;

async function countTotal(ctx: ServiceContext, plan: DiscussionListPlan): Promise<number> {
  if (!plan.categoryIDs.length) return 0;
  if (plan.categoryOnly) {
    const [row] = await ctx.db
      .select({ total: sum(categories.countDiscussions).mapWith(Number) })
      .from(categories)
      .where(inArray(categories.categoryID, plan.categoryIDs));
    return row?.total ?? 0;
  }
  const [row] = await ctx.db.select({ total: count() }).from(discussions).where(plan.where);
  return row?.total ?? 0;
}

function selectPage(
  ctx: ServiceContext,
  plan: DiscussionListPlan,
  where = plan.where,
  offset = plan.offset,
  limit = plan.limit,
): Promise<DiscussionRow[]> {
  if (plan.hot) return selectHotPage(ctx, where, plan.orderBy, offset, limit);
  return ctx.db
    .select(discussionColumns)
    .from(discussions)
    .where(where)
    .orderBy(...plan.orderBy)
    .limit(limit)
    .offset(offset);
}

/** With pinOrder=first the list is the announcements, then everything else; a page may span both. */
async function selectRows(ctx: ServiceContext, plan: DiscussionListPlan): Promise<DiscussionRow[]> {
  if (!plan.categoryIDs.length) return [];
  if (!plan.pinCondition) return selectPage(ctx, plan);
  const pinned = await selectPage(ctx, plan, and(plan.where, plan.pinCondition), 0, MAX_PINNED);
  const fromPinned = pinned.slice(plan.offset, plan.offset + plan.limit);
  const remaining = plan.limit - fromPinned.length;
  if (remaining <= 0) return fromPinned;
  const rest = await selectPage(
    ctx,
    plan,
    withoutPinned(plan),
    Math.max(0, plan.offset - pinned.length),
    remaining,
  );
  return [...fromPinned, ...rest];
}

export async function listDiscussions(
  ctx: ServiceContext,
  query: Partial<DiscussionListQuery>,
  within?: ReadonlySet<number>,
): Promise<{ data: Discussion[]; paging: Paging }> {
  const index = await loadCategoryIndex(ctx.db);
  const plan = planDiscussionList(ctx, index, query, within);
  const [rows, total] = await Promise.all([selectRows(ctx, plan), countTotal(ctx, plan)]);
  const data = await presentDiscussions(ctx, index, rows, { expand: query.expand, excerpt: query.excerpt });
  return { data, paging: { page: plan.page, limit: plan.limit, total } };
}

/** One discussion, or null when it does not exist or sits in a category the viewer may not see. */
export async function getDiscussion(
  ctx: ServiceContext,
  discussionID: number,
  options: PresentOptions = {},
): Promise<Discussion | null> {
  const [row] = await ctx.db
    .select(discussionColumns)
    .from(discussions)
    .where(eq(discussions.discussionID, discussionID))
    .limit(1);
  if (!row || !ctx.viewer.permissions.canViewCategory(row.categoryID)) return null;
  const index = await loadCategoryIndex(ctx.db);
  const [discussion] = await presentDiscussions(ctx, index, [row], options);
  // A discussion read on its own is shown in full: its author's signature comes with it (services/signatures.ts).
  if (discussion?.insertUser) await attachSignatures(ctx.db, [discussion]);
  return discussion ?? null;
}
