// Discussions (and questions, ideas, polls): title weight A, body weight B, in the configuration of their site
// section; CJK runs by substring of the title or body.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { selectRows } from "../../sql";
import { discussionUrl } from "../../urls";
import { branchMatches, branchQuery, type TextBranch, textBranches, unionAll } from "../branches";
import { excerptColumn, finishExcerpt } from "../excerpt";
import { postConditions } from "../post-filters";
import { addExpands, discussionLabelCodes, isoDate, requiredIsoDate } from "../present";
import { blendedRank, textRank } from "../ranking";
import { intArray } from "../sql-parts";
import { substringMatch, substringRank } from "../substring-match";
import { vectorMatches } from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

const d = (column: string) => sql.raw(`d."${column}"`);

function textCondition(branch: TextBranch): SQL {
  const words = branchMatches(branch, d("searchVector"), d("searchConfig"));
  const substrings = substringMatch(branch.text, [d("name"), d("body")], (rest) =>
    vectorMatches(d("searchVector"), d("searchConfig"), rest),
  );
  return substrings ? sql`(${words} OR ${substrings})` : words;
}

function rank(branch: TextBranch | null): SQL {
  if (!branch) return sql`0::float8`;
  const words = textRank(d("searchVector"), branchQuery(branch, d("searchConfig")));
  const cjk = branch.text.cjkTerms.length > 0;
  const relevance = cjk ? sql`greatest(${words}, ${substringRank(branch.text, d("name"))})` : words;
  return blendedRank(relevance, d("dateInserted"), d("score"));
}

function branchHits(plan: SearchPlan, branch: TextBranch | null): SQL {
  const conditions = postConditions(plan, {
    insertUserID: d("insertUserID"),
    dateInserted: d("dateInserted"),
  });
  if (branch) conditions.push(textCondition(branch));
  return sql`SELECT 'discussion'::text AS "recordType", 'discussion'::text AS "kind", d."discussionID" AS "recordID",
    ${rank(branch)} AS "rank", d."dateInserted" AS "dateInserted", d."categoryID" AS "categoryID"
    FROM "discussions" d WHERE ${sql.join(conditions, sql` AND `)}`;
}

function hits(plan: SearchPlan): SQL {
  return unionAll(textBranches(plan.text).map((branch) => branchHits(plan, branch)));
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
