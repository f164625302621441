// What the sitemaps list (routes/sitemaps.ts): the discussions and categories a guest may see, with the date each
// last changed. Always read as a guest, whoever asks: a sitemap is public and cached, so a private category's
// posts never appear in it. Discussions page in discussionID order, so a page's content only grows at the end.
import { and, asc, count, inArray, ne, sql } from "drizzle-orm";
import { viewerForUser } from "../auth/viewer";
import type { Db } from "../db/client";
import { discussions } from "../db/schema";
import { isListedCategory, loadCategoryIndex } from "./category-index";
import type { ServiceContext } from "./context";
import { selectRows } from "./sql";

export interface SitemapDiscussion {
  discussionID: number;
  name: string;
  lastmod: Date;
}

export interface SitemapPageSummary {
  /** 1-based. */
  page: number;
  count: number;
  lastmod: Date | null;
}

export interface SitemapCategory {
  urlcode: string;
  lastmod: Date | null;
}

export async function guestContext(db: Db): Promise<ServiceContext> {
  return { db, viewer: await viewerForUser(db, null) };
}

/** Redirect stubs left by moves are no pages of their own. */
const LISTED_TYPE = ne(discussions.type, "redirect");

function visibleIDs(ctx: ServiceContext): number[] {
  return ctx.viewer.permissions.visibleCategoryIDs();
}

const lastChange = sql<Date>`greatest(${discussions.dateLastComment}, coalesce(${discussions.dateUpdated}, ${discussions.dateInserted}))`;

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** Each page of `perPage` discussions (in discussionID order) with its size and newest change. */
export async function sitemapDiscussionPages(
  ctx: ServiceContext,
  perPage: number,
): Promise<SitemapPageSummary[]> {
  const ids = visibleIDs(ctx);
  if (!ids.length) return [];
  const rows = await selectRows<{ page: number | string; count: number | string; lastmod: unknown }>(
    ctx.db,
    sql`SELECT page, count(*) AS count, max(changed) AS lastmod FROM (
          SELECT (row_number() OVER (ORDER BY ${discussions.discussionID}) - 1) / ${perPage} AS page, ${lastChange} AS changed
          FROM ${discussions}
          WHERE ${and(inArray(discussions.categoryID, ids), LISTED_TYPE)}
        ) numbered GROUP BY page ORDER BY page`,
  );
  return rows.map((row) => ({
    page: Number(row.page) + 1,
    count: Number(row.count),
    lastmod: asDate(row.lastmod),
  }));
}

/** How many discussions the sitemaps list. */
export async function countSitemapDiscussions(ctx: ServiceContext): Promise<number> {
  const ids = visibleIDs(ctx);
  if (!ids.length) return 0;
  const [row] = await ctx.db
    .select({ total: count() })
    .from(discussions)
    .where(and(inArray(discussions.categoryID, ids), LISTED_TYPE));
  return row?.total ?? 0;
}

export async function sitemapDiscussions(
  ctx: ServiceContext,
  offset: number,
  limit: number,
): Promise<SitemapDiscussion[]> {
  const ids = visibleIDs(ctx);
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({ discussionID: discussions.discussionID, name: discussions.name, lastmod: lastChange })
    .from(discussions)
    .where(and(inArray(discussions.categoryID, ids), LISTED_TYPE))
    .orderBy(asc(discussions.discussionID))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, lastmod: asDate(row.lastmod) ?? new Date(0) }));
}

/** Categories with a page of their own (headings have none), each with its newest discussion activity. */
export async function sitemapCategories(ctx: ServiceContext): Promise<SitemapCategory[]> {
  const ids = visibleIDs(ctx);
  if (!ids.length) return [];
  const [index, latest] = await Promise.all([
    loadCategoryIndex(ctx.db),
    ctx.db
      .select({ categoryID: discussions.categoryID, lastmod: sql<unknown>`max(${lastChange})` })
      .from(discussions)
      .where(and(inArray(discussions.categoryID, ids), LISTED_TYPE))
      .groupBy(discussions.categoryID),
  ]);
  const changed = new Map(latest.map((row) => [row.categoryID, asDate(row.lastmod)]));
  return ids.flatMap((categoryID) => {
    const node = index.byID.get(categoryID);
    // Headings have no page; a group's category is its group's page, not a category's.
    if (!node || node.displayAs === "heading" || !isListedCategory(node)) return [];
    return [{ urlcode: node.urlcode, lastmod: changed.get(categoryID) ?? null }];
  });
}
