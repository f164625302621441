// Categories: name weight A, description weight B; only those the viewer may view (archived ones when asked).
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { selectRows } from "../../sql";
import { categoryUrl } from "../../urls";
import { excerptColumn, finishExcerpt } from "../excerpt";
import { dateConditions } from "../post-filters";
import { addExpands, requiredIsoDate } from "../present";
import { blendedRank, textRank } from "../ranking";
import { intArray, nameWords } from "../sql-parts";
import { substringMatch, substringRank } from "../substring-match";
import { type TextQuery, tsqueryByConfig, vectorMatches } from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

const cat = (column: string) => sql.raw(`cat."${column}"`);

function textCondition(text: TextQuery): SQL {
  const words = vectorMatches(cat("searchVector"), cat("searchConfig"), text);
  const substrings = substringMatch(text, [cat("name"), cat("description")], (rest) =>
    vectorMatches(cat("searchVector"), cat("searchConfig"), rest),
  );
  return substrings ? sql`(${words} OR ${substrings})` : words;
}

function rank(text: TextQuery | null): SQL {
  if (!text) return sql`0::float8`;
  const words = textRank(cat("searchVector"), tsqueryByConfig(cat("searchConfig"), text));
  const relevance = text.cjkTerms.length
    ? sql`greatest(${words}, ${substringRank(text, cat("name"))})`
    : words;
  return blendedRank(relevance, cat("dateInserted"), null);
}

function hits(plan: SearchPlan): SQL {
  const conditions = [
    sql`cat."categoryID" = ANY(${intArray(plan.visibleCategoryIDs)})`,
    // A group's own category is found as its group (sources/groups.ts).
    sql`cat."groupID" IS NULL`,
    ...nameWords(cat("name"), plan.posts.name),
    ...dateConditions(cat("dateInserted"), plan.dateInserted),
  ];
  if (plan.text) conditions.push(textCondition(plan.text));
  return sql`SELECT 'category'::text AS "recordType", 'category'::text AS "kind", cat."categoryID" AS "recordID",
    ${rank(plan.text)} AS "rank", cat."dateInserted" AS "dateInserted", NULL::int AS "categoryID"
    FROM "categories" cat WHERE ${sql.join(conditions, sql` AND `)}`;
}

interface CategoryRow {
  categoryID: number;
  name: string;
  urlcode: string;
  dateInserted: Date | string;
  excerpt: string | null;
}

async function present(plan: SearchPlan, page: readonly SearchHit[]): Promise<Map<string, SearchResult>> {
  const rows = await selectRows<CategoryRow>(
    plan.ctx.db,
    sql`SELECT cat."categoryID", cat."name", cat."urlcode", cat."dateInserted",
      ${excerptColumn(cat("description"), cat("searchConfig"), plan.text)} AS "excerpt"
      FROM "categories" cat WHERE cat."categoryID" = ANY(${intArray(page.map((hit) => hit.recordID))})
        AND cat."categoryID" = ANY(${intArray(plan.visibleCategoryIDs)})`,
  );
  const results = new Map<string, SearchResult>();
  for (const row of rows) {
    results.set(hitKey({ kind: "category", recordID: row.categoryID }), {
      recordType: "category",
      recordID: row.categoryID,
      type: "category",
      name: row.name,
      body: finishExcerpt(row.excerpt, plan.text),
      url: categoryUrl(row.urlcode),
      categoryID: row.categoryID,
      dateInserted: requiredIsoDate(row.dateInserted),
      dateUpdated: null,
      labelCodes: [],
      isForeign: false,
    });
  }
  await addExpands(plan, results.values());
  return results;
}

export const categorySource: SearchSource = { recordType: "category", hits, present };
