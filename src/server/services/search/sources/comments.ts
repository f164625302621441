// Comments: the body (weight B) in their discussion's configuration; a result is named after its discussion and
// links to the comment's permalink. Visible only through a discussion in a category the viewer may see.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { selectRows } from "../../sql";
import { commentUrl } from "../../urls";
import { amongNewestRows, boundClause, type HitBound, readsNewestFirst } from "../bounds";
import { boundedUnion, branchesFor, branchMatches, type TextBranch } from "../branches";
import { excerptColumn, finishExcerpt } from "../excerpt";
import { postConditions } from "../post-filters";
import { addExpands, isoDate, requiredIsoDate } from "../present";
import { blendedRank, textRank } from "../ranking";
import { intArray } from "../sql-parts";
import { substringMatch, substringRank } from "../substring-match";
import { type TextQuery, tsqueryByConfig, vectorMatches } from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

const c = (column: string) => sql.raw(`c."${column}"`);

/**
 * The comment's discussion, read by its primary key for each matching comment: a plain join would have the planner
 * hash every visible discussion even when a rare word matches a handful of comments. LIMIT keeps the subquery from
 * being flattened into such a join.
 */
const DISCUSSION_OF_COMMENT = sql.raw(
  `SELECT d."discussionID", d."categoryID", d."type", d."searchVector", d."searchConfig" FROM "discussions" d WHERE d."discussionID" = c."discussionID" LIMIT 1`,
);

function textCondition(branch: TextBranch): SQL {
  const words = branchMatches(branch, c("searchVector"), c("searchConfig"));
  // No trigram index on comment bodies (their size): a CJK query reads the comments of the categories searched.
  const substrings = substringMatch(branch.text, [c("body")], (rest) =>
    vectorMatches(c("searchVector"), c("searchConfig"), rest),
  );
  return substrings ? sql`(${words} OR ${substrings})` : words;
}

function rank(text: TextQuery | null): SQL {
  if (!text) return sql`0::float8`;
  const words = textRank(c("searchVector"), tsqueryByConfig(c("searchConfig"), text));
  const cjk = text.cjkTerms.length > 0;
  const relevance = cjk ? sql`greatest(${words}, ${substringRank(text, null)})` : words;
  return blendedRank(relevance, c("dateInserted"), c("score"));
}

/** The columns the outer SELECT ranks with, read once by the bounded inner SELECT. */
const RANKED_COLUMNS = sql.raw(
  `c."commentID", c."dateInserted", c."score", c."searchVector", c."searchConfig", d."categoryID"`,
);

/** A category filter leaves out some of the categories the viewer may see. */
function narrowedCategories(plan: SearchPlan): boolean {
  return plan.posts.categoryIDs.length < plan.visibleCategoryIDs.length;
}

/**
 * The category filter again, where the planner can weigh it: inside the LATERAL it is invisible to the estimates,
 * and a bounded read (newest first) would walk the whole table backwards for a filter that keeps few comments.
 * Only for bounded reads: it hashes the discussions of the categories searched, which a rare word does not need.
 */
function inCategoriesSearched(plan: SearchPlan): SQL {
  return sql`c."discussionID" IN (SELECT dc."discussionID" FROM "discussions" dc
    WHERE dc."categoryID" = ANY(${intArray(plan.posts.categoryIDs)}))`;
}

/** The rows of one branch that match, bounded (docs/reference/search.md#cost), not ranked yet. */
function branchRows(plan: SearchPlan, branch: TextBranch | null, bound: HitBound | null): SQL {
  const conditions = postConditions(plan, {
    insertUserID: c("insertUserID"),
    dateInserted: c("dateInserted"),
  });
  if (branch) conditions.push(textCondition(branch));
  if (readsNewestFirst(bound)) conditions.push(amongNewestRows("comments", "commentID", "c"));
  if (bound && narrowedCategories(plan)) conditions.push(inCategoriesSearched(plan));
  return sql`SELECT ${RANKED_COLUMNS}
    FROM "comments" c JOIN LATERAL (${DISCUSSION_OF_COMMENT}) d ON true
    WHERE ${sql.join(conditions, sql` AND `)} ${boundClause(bound, c("commentID"), c("dateInserted"))}`;
}

/**
 * Every branch's matches, bounded again across the branches (the bound is per record type), then ranked: the rank
 * is computed for those rows only.
 */
function hits(plan: SearchPlan, bound: HitBound | null = null): SQL {
  const parts = branchesFor(plan, bound).map((branch) => branchRows(plan, branch, bound));
  const matches = boundedUnion(parts, bound, "commentID");
  return sql`SELECT 'comment'::text AS "recordType", 'comment'::text AS "kind", c."commentID" AS "recordID",
    ${rank(plan.text)} AS "rank", c."dateInserted" AS "dateInserted", c."categoryID" AS "categoryID"
    FROM (${matches}) c`;
}

interface CommentRow {
  commentID: number;
  discussionID: number;
  name: string;
  categoryID: number;
  insertUserID: number;
  dateInserted: Date | string;
  dateUpdated: Date | string | null;
  answerStatus: string | null;
  excerpt: string | null;
}

async function present(plan: SearchPlan, page: readonly SearchHit[]): Promise<Map<string, SearchResult>> {
  const rows = await selectRows<CommentRow>(
    plan.ctx.db,
    sql`SELECT c."commentID", c."discussionID", d."name", d."categoryID", c."insertUserID", c."dateInserted",
      c."dateUpdated", c."answerStatus", ${excerptColumn(c("body"), c("searchConfig"), plan.text)} AS "excerpt"
      FROM "comments" c JOIN "discussions" d ON d."discussionID" = c."discussionID"
      WHERE c."commentID" = ANY(${intArray(page.map((hit) => hit.recordID))})
        AND d."categoryID" = ANY(${intArray(plan.visibleCategoryIDs)})`,
  );
  const results = new Map<string, SearchResult>();
  for (const row of rows) {
    results.set(hitKey({ kind: "comment", recordID: row.commentID }), {
      recordType: "comment",
      recordID: row.commentID,
      type: "comment",
      name: row.name,
      body: finishExcerpt(row.excerpt, plan.text),
      url: commentUrl(row.commentID),
      discussionID: row.discussionID,
      categoryID: row.categoryID,
      dateInserted: requiredIsoDate(row.dateInserted),
      dateUpdated: isoDate(row.dateUpdated),
      insertUserID: row.insertUserID,
      labelCodes: row.answerStatus === "accepted" ? ["accepted"] : [],
      isForeign: false,
    });
  }
  await addExpands(plan, results.values());
  return results;
}

export const commentSource: SearchSource = { recordType: "comment", hits, present };
