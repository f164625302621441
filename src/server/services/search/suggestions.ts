// GET /search/suggestions, the search bar's autocomplete (docs/reference/search.md#api): the limit divided between the
// sources, places first (categories and site sections, as quick links), then discussions whose title holds the words
// typed (the last one as a prefix), then knowledge-base articles the same way, then members (with profiles.view), and
// last the create option that runs the search. Every source filters by the viewer's categories (and knowledge bases)
// in SQL, like the search itself. With categoryID (a box scoped to a category page), only that category's subtree is
// suggested, so no article.
import { sql } from "drizzle-orm";
import type { SearchSuggestion } from "../../../types/generated/api/search-suggestion";
import type { SearchSuggestionsQuery } from "../../../types/generated/api/search-suggestions-query";
import type { ServiceContext } from "../context";
import { escapeLike, selectRows } from "../sql";
import { discussionUrl } from "../urls";
import { loadUserFragments } from "../users-batch";
import { articleSuggestions } from "./article-suggestions";
import { planSearch } from "./plan";
import { SEARCH_SOURCES } from "./sources";
import { titleSuggestions } from "./suggestion-titles";
import { hitKey, type SearchPlan } from "./types";

export type { SearchSuggestion, SearchSuggestionsQuery };

/** How many members matching by name are ranked (docs/reference/search.md#cost). */
const MEMBER_CANDIDATES = 200;

async function discussionSuggestions(
  plan: SearchPlan,
  raw: string,
  limit: number,
): Promise<SearchSuggestion[]> {
  const rows = await titleSuggestions(plan, raw, limit);
  return rows.map(
    (row): SearchSuggestion => ({
      label: row.name,
      type: "discussion",
      source: "discussions",
      url: discussionUrl(row.discussionID, row.name),
      data: { recordID: row.discussionID, categoryID: row.categoryID, type: row.type },
    }),
  );
}

async function placeSuggestions(plan: SearchPlan, limit: number): Promise<SearchSuggestion[]> {
  const source = SEARCH_SOURCES.get("place");
  const hits = source?.hits(plan);
  if (!source || !hits) return [];
  const page = await selectRows<{ kind: string; recordID: number; rank: number | string }>(
    plan.ctx.db,
    sql`SELECT "kind", "recordID", "rank" FROM (${hits}) h ORDER BY "rank" DESC, "recordID" LIMIT ${limit}`,
  );
  const hitsOfPage = page.map((row) => ({ ...row, recordType: "place" as const, rank: Number(row.rank) }));
  const results = await source.present(plan, hitsOfPage);
  return hitsOfPage.flatMap((hit): SearchSuggestion[] => {
    const result = results.get(hitKey(hit));
    if (!result) return [];
    const from = hit.kind === "category" ? "categories" : "siteSections";
    return [
      { label: result.name, type: "place", source: from, url: result.url, data: { recordID: hit.recordID } },
    ];
  });
}

async function userSuggestions(plan: SearchPlan, raw: string, limit: number): Promise<SearchSuggestion[]> {
  if (!plan.ctx.viewer.permissions.has("profiles.view")) return [];
  // lower(name) LIKE is what ILIKE does, in the order of the index users_name_prefix, so the first names by that
  // order are read without the rest; the exact name, if any, sorts first among them.
  const rows = await selectRows<{ userID: number; name: string }>(
    plan.ctx.db,
    sql`SELECT u."userID", u."name" FROM (
        SELECT u."userID", u."name" FROM "users" u
        WHERE u."userID" > 0 AND NOT u."deleted" AND u."banned" = 0
          AND lower(u."name") LIKE lower(${`${escapeLike(raw)}%`})
        ORDER BY lower(u."name") USING ~<~ LIMIT ${MEMBER_CANDIDATES}
      ) u
      ORDER BY length(u."name"), u."name" LIMIT ${limit}`,
  );
  const fragments = await loadUserFragments(
    plan.ctx.db,
    rows.map((row) => row.userID),
  );
  return rows.flatMap((row): SearchSuggestion[] => {
    const fragment = fragments.get(row.userID);
    if (!fragment) return [];
    return [
      { label: row.name, type: "user", source: "users", url: fragment.url, data: { recordID: row.userID } },
    ];
  });
}

/**
 * The plan the sources read. Scoped to a category: its subtree for the discussions, and for the places too (no site
 * section lies inside a category).
 */
async function suggestionPlan(
  ctx: ServiceContext,
  query: SearchSuggestionsQuery,
  raw: string,
): Promise<SearchPlan> {
  const scope =
    query.categoryID === undefined ? {} : { categoryID: query.categoryID, includeChildCategories: true };
  const plan = await planSearch(ctx, {
    query: raw,
    siteSectionID: query.siteSectionID,
    page: 1,
    limit: 1,
    ...scope,
  });
  if (query.categoryID === undefined) return plan;
  return { ...plan, visibleCategoryIDs: plan.posts.categoryIDs, siteSectionIDs: [] };
}

export async function searchSuggestions(
  ctx: ServiceContext,
  query: SearchSuggestionsQuery,
): Promise<SearchSuggestion[]> {
  const raw = query.query.trim();
  const create: SearchSuggestion = { label: `Search for ${raw}`, type: "create", source: "search" };
  if (!raw) return [create];
  const plan = await suggestionPlan(ctx, query, raw);
  const withUsers = query.categoryID === undefined && ctx.viewer.permissions.has("profiles.view");
  const each = Math.max(1, Math.floor((query.limit ?? 10) / (withUsers ? 3 : 2)));
  const [places, discussions, articles, users] = await Promise.all([
    placeSuggestions(plan, each),
    discussionSuggestions(plan, raw, each),
    query.categoryID === undefined ? articleSuggestions(plan, raw, each) : [],
    withUsers ? userSuggestions(plan, raw, each) : [],
  ]);
  return [...fairShare([places, discussions, articles, users], query.limit ?? 10).flat(), create];
}

/**
 * At most `limit` suggestions, taken from the groups in turn, one at a time, so a source with few answers leaves its
 * share to the others (articles ask for a share of their own without cutting the others' while they find nothing).
 */
function fairShare(groups: readonly SearchSuggestion[][], limit: number): SearchSuggestion[][] {
  const taken = groups.map(() => 0);
  let total = 0;
  for (let progress = true; progress && total < limit; ) {
    progress = false;
    groups.forEach((group, index) => {
      const count = taken[index] ?? 0;
      if (total >= limit || count >= group.length) return;
      taken[index] = count + 1;
      total += 1;
      progress = true;
    });
  }
  return groups.map((group, index) => group.slice(0, taken[index] ?? 0));
}
