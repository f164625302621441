// The article part of a search plan (docs/reference/search.md#filters): the knowledge bases searched (the published
// ones the viewer may view, knowledge/access.ts, narrowed by knowledgeBaseID and the site section), the knowledge
// categories asked for with those below them, and which filters to drop with a warning because no record type
// searched takes them.
import { sql } from "drizzle-orm";
import type { SearchQuery } from "../../../types/generated/api/search-query";
import type { ServiceContext } from "../context";
import { knowledgeAccess } from "../knowledge/access";
import { selectRows } from "../sql";
import { intArray } from "./sql-parts";
import type { ArticleFilters } from "./types";

/** The article-only filters the request carries, by parameter name. */
export function articleOnlyFilters(query: Partial<SearchQuery>): string[] {
  const present: [string, boolean][] = [
    ["knowledgeBaseID", query.knowledgeBaseID !== undefined],
    ["knowledgeCategoryIDs", (query.knowledgeCategoryIDs ?? []).length > 0],
  ];
  return present.filter(([, used]) => used).map(([name]) => name);
}

/** Filters both posts and articles take: dropped only when neither is searched. */
export const AUTHOR_FILTERS: readonly string[] = ["insertUserNames", "insertUserIDs"];

/** The warnings of the filters dropped (plain English, as the API's other messages of this kind). */
export function droppedFilterWarnings(dropped: {
  posts: readonly string[];
  articles: readonly string[];
}): string[] {
  return [
    ...dropped.posts.map((filter) =>
      AUTHOR_FILTERS.includes(filter)
        ? `The ${filter} filter applies to discussions, comments and articles only: it was ignored.`
        : `The ${filter} filter applies to discussions and comments only: it was ignored.`,
    ),
    ...dropped.articles.map((filter) => `The ${filter} filter applies to articles only: it was ignored.`),
  ];
}

/** The knowledge bases a section's search looks in: those of that section (any for the default or none asked). */
async function inSection(
  ctx: ServiceContext,
  knowledgeBaseIDs: number[],
  siteSectionID: number | undefined,
): Promise<number[]> {
  if (siteSectionID === undefined || siteSectionID === 0 || !knowledgeBaseIDs.length) return knowledgeBaseIDs;
  const rows = await selectRows<{ knowledgeBaseID: number }>(
    ctx.db,
    sql`SELECT "knowledgeBaseID" FROM "knowledge_bases"
      WHERE "knowledgeBaseID" = ANY(${intArray(knowledgeBaseIDs)}) AND "siteSectionID" = ${siteSectionID}`,
  );
  return rows.map((row) => row.knowledgeBaseID);
}

/** The knowledge categories asked for and every one below them, in the knowledge bases searched. */
async function categorySubtrees(
  ctx: ServiceContext,
  asked: readonly number[],
  knowledgeBaseIDs: readonly number[],
): Promise<number[]> {
  if (!knowledgeBaseIDs.length) return [];
  const rows = await selectRows<{ knowledgeCategoryID: number }>(
    ctx.db,
    sql`WITH RECURSIVE below AS (
        SELECT kc."knowledgeCategoryID" FROM "knowledge_categories" kc
          WHERE kc."knowledgeCategoryID" = ANY(${intArray(asked)})
            AND kc."knowledgeBaseID" = ANY(${intArray(knowledgeBaseIDs)})
        UNION
        SELECT child."knowledgeCategoryID" FROM "knowledge_categories" child
          JOIN below ON child."parentID" = below."knowledgeCategoryID"
      ) SELECT "knowledgeCategoryID" FROM below`,
  );
  return rows.map((row) => row.knowledgeCategoryID);
}

/**
 * The article filters of a request. `applies` is false when no article is searched: the article tab's count (the
 * summary counts every type) then takes no article filter, as the posts' counts take no discussion filter.
 */
export async function articleFilters(
  ctx: ServiceContext,
  query: Partial<SearchQuery>,
  options: { applies: boolean; authors: number[] | null },
): Promise<ArticleFilters> {
  const access = await knowledgeAccess(ctx);
  let knowledgeBaseIDs = await inSection(ctx, [...access.viewableIDs], query.siteSectionID);
  if (!options.applies) return { knowledgeBaseIDs, knowledgeCategoryIDs: null, insertUserIDs: null };
  if (query.knowledgeBaseID !== undefined) {
    const asked = query.knowledgeBaseID;
    knowledgeBaseIDs = knowledgeBaseIDs.filter((id) => id === asked);
  }
  const asked = query.knowledgeCategoryIDs ?? [];
  return {
    knowledgeBaseIDs,
    knowledgeCategoryIDs: asked.length ? await categorySubtrees(ctx, asked, knowledgeBaseIDs) : null,
    insertUserIDs: options.authors,
  };
}
