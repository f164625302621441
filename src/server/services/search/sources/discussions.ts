// Discussions (and questions, ideas, polls): title weight A, body weight B, in the configuration of their site
// section; CJK runs by substring of the title or body.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { selectRows } from "../../sql";
import { discussionUrl } from "../../urls";
import { amongNewestRows, boundClause, type HitBound, readsNewestFirst } from "../bounds";
import { boundedUnion, branchesFor, branchMatches, type TextBranch } from "../branches";
import { excerptColumn, finishExcerpt } from "../excerpt";
import { postConditions } from "../post-filters";
import { addExpands, discussionLabelCodes, isoDate, requiredIsoDate } from "../present";
import { blendedRank, textRank } from "../ranking";
import { intArray } from "../sql-parts";
import { substringMatch, substringRank } from "../substring-match";
import { type TextQuery, tsqueryByConfig, vectorMatches } from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

const d = (column: string) => sql.raw(`d."${column}"`);

function textCondition(branch: TextBranch): SQL {
  const words = branchMatches(branch, d("searchVector"), d("searchConfig"));
  const substrings = substringMatch(branch.text, [d("name"), d("body")], (rest) =>
    vectorMatches(d("searchVector"), d("searchConfig"), rest),
  );
  return substrings ? sql`(${words} OR ${substrings})` : words;
}

function rank(text: TextQuery | null): SQL {
  if (!text) return sql`0::float8`;
  const words = textRank(d("searchVector"), tsqueryByConfig(d("searchConfig"), text));
  const cjk = text.cjkTerms.length > 0;
  const relevance = cjk ? sql`greatest(${words}, ${substringRank(text, d("name"))})` : words;
  return blendedRank(relevance, d("dateInserted"), d("score"));
}

/** The columns the outer SELECT ranks with, read once by the bounded inner SELECT. */
const RANKED_COLUMNS = sql.raw(
  `d."discussionID", d."dateInserted", d."categoryID", d."score", d."searchVector", d."searchConfig", d."name"`,
);

/** The rows of one branch that match, bounded (docs/reference/search.md#cost), not ranked yet. */
function branchRows(plan: SearchPlan, branch: TextBranch | null, bound: HitBound | null): SQL {
  const conditions = postConditions(plan, {
    insertUserID: d("insertUserID"),
    dateInserted: d("dateInserted"),
  });
  if (branch) conditions.push(textCondition(branch));
  if (readsNewestFirst(bound)) conditions.push(amongNewestRows("discussions", "discussionID", "d"));
  return sql`SELECT ${RANKED_COLUMNS} FROM "discussions" d WHERE ${sql.join(conditions, sql` AND `)}
    ${boundClause(bound, d("discussionID"), d("dateInserted"))}`;
}

/**
 * Every branch's matches, bounded again across the branches (the bound is per record type), then ranked: the rank
 * is computed for those rows only.
 */
function hits(plan: SearchPlan, bound: HitBound | null = null): SQL {
  const parts = branchesFor(plan, bound).map((branch) => branchRows(plan, branch, bound));
  const matches = boundedUnion(parts, bound, "discussionID");
  return sql`SELECT 'discussion'::text AS "recordType", 'discussion'::text AS "kind", d."discussionID" AS "recordID",
    ${rank(plan.text)} AS "rank", d."dateInserted" AS "dateInserted", d."categoryID" AS "categoryID"
    FROM (${matches}) d`;
}

interface DiscussionRow {
  discussionID: number;
  name: string;
  type: string;
  categoryID: number;
  insertUserID: number;
  dateInserted: Date | string;
  dateUpdated: Date | string | null;
  closed: boolean;
  pinned: boolean;
  statusID: number;
  excerpt: string | null;
}

async function present(plan: SearchPlan, page: readonly SearchHit[]): Promise<Map<string, SearchResult>> {
  const rows = await selectRows<DiscussionRow>(
    plan.ctx.db,
    sql`SELECT d."discussionID", d."name", d."type", d."categoryID", d."insertUserID", d."dateInserted",
      d."dateUpdated", d."closed", d."pinned", d."statusID",
      ${excerptColumn(d("body"), d("searchConfig"), plan.text)} AS "excerpt"
      FROM "discussions" d WHERE d."discussionID" = ANY(${intArray(page.map((hit) => hit.recordID))})
        AND d."categoryID" = ANY(${intArray(plan.visibleCategoryIDs)})`,
  );
  const results = new Map<string, SearchResult>();
  for (const row of rows) {
    results.set(hitKey({ kind: "discussion", recordID: row.discussionID }), {
      recordType: "discussion",
      recordID: row.discussionID,
      type: row.type,
      name: row.name,
      body: finishExcerpt(row.excerpt, plan.text),
      url: discussionUrl(row.discussionID, row.name),
      discussionID: row.discussionID,
      categoryID: row.categoryID,
      dateInserted: requiredIsoDate(row.dateInserted),
      dateUpdated: isoDate(row.dateUpdated),
      insertUserID: row.insertUserID,
      labelCodes: discussionLabelCodes(row),
      isForeign: false,
    });
  }
  await addExpands(plan, results.values());
  return results;
}

export const discussionSource: SearchSource = { recordType: "discussion", hits, present };
