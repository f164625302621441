// Places: categories and site sections whose name holds every word typed, as quick links (the search bar lists
// them first). A whole-name match ranks first, then a name that starts with the text. A blank query finds none.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { escapeHtml } from "../../../format/escape";
import { selectRows } from "../../sql";
import { categoryUrl } from "../../urls";
import { dateConditions } from "../post-filters";
import { requiredIsoDate } from "../present";
import { allOf, containsText, intArray, nameWords, startsWithText } from "../sql-parts";
import type { TextQuery } from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

function nameRank(name: SQL, text: TextQuery): SQL {
  return sql`(CASE WHEN lower(${name}) = lower(${text.raw}) THEN 1 WHEN ${startsWithText(name, text.raw)} THEN 0.7 ELSE 0.4 END)::float8`;
}

function nameMatches(name: SQL, text: TextQuery): SQL {
  return allOf(text.terms.map((term) => containsText(name, term)));
}

function categoryHits(plan: SearchPlan, text: TextQuery): SQL {
  const name = sql.raw(`cat."name"`);
  const conditions = [
    sql`cat."categoryID" = ANY(${intArray(plan.visibleCategoryIDs)})`,
    nameMatches(name, text),
    ...nameWords(name, plan.posts.name),
    ...dateConditions(sql.raw(`cat."dateInserted"`), plan.dateInserted),
  ];
  return sql`SELECT 'place'::text AS "recordType", 'category'::text AS "kind", cat."categoryID" AS "recordID",
    ${nameRank(name, text)} AS "rank", cat."dateInserted" AS "dateInserted", NULL::int AS "categoryID"
    FROM "categories" cat WHERE ${sql.join(conditions, sql` AND `)}`;
}

function sectionHits(plan: SearchPlan, text: TextQuery): SQL {
  const name = sql.raw(`s."name"`);
  const conditions = [
    sql`s."siteSectionID" = ANY(${intArray(plan.siteSectionIDs)})`,
    nameMatches(name, text),
    ...nameWords(name, plan.posts.name),
    ...dateConditions(sql.raw(`s."dateInserted"`), plan.dateInserted),
  ];
  return sql`SELECT 'place'::text AS "recordType", 'siteSection'::text AS "kind", s."siteSectionID" AS "recordID",
    ${nameRank(name, text)} AS "rank", s."dateInserted" AS "dateInserted", NULL::int AS "categoryID"
    FROM "site_sections" s WHERE ${sql.join(conditions, sql` AND `)}`;
}

function hits(plan: SearchPlan): SQL | null {
  if (!plan.text?.terms.length) return null;
  return sql`${categoryHits(plan, plan.text)} UNION ALL ${sectionHits(plan, plan.text)}`;
}

interface PlaceRow {
  kind: string;
  recordID: number;
  name: string;
  description: string;
  path: string;
  dateInserted: Date | string;
}

function placeUrl(row: PlaceRow): string {
  return row.kind === "category" ? categoryUrl(row.path) : `/${encodeURIComponent(row.path)}`;
}

async function present(plan: SearchPlan, page: readonly SearchHit[]): Promise<Map<string, SearchResult>> {
  const ids = (kind: string) => intArray(page.filter((hit) => hit.kind === kind).map((hit) => hit.recordID));
  const rows = await selectRows<PlaceRow>(
    plan.ctx.db,
    sql`SELECT 'category' AS "kind", cat."categoryID" AS "recordID", cat."name", cat."description",
        cat."urlcode" AS "path", cat."dateInserted"
      FROM "categories" cat
      WHERE cat."categoryID" = ANY(${ids("category")}) AND cat."categoryID" = ANY(${intArray(plan.visibleCategoryIDs)})
      UNION ALL
      SELECT 'siteSection', s."siteSectionID", s."name", s."description", s."slug", s."dateInserted"
      FROM "site_sections" s
      WHERE s."siteSectionID" = ANY(${ids("siteSection")}) AND s."siteSectionID" = ANY(${intArray(plan.siteSectionIDs)})`,
  );
  const results = new Map<string, SearchResult>();
  for (const row of rows) {
    results.set(hitKey(row), {
      recordType: "place",
      recordID: row.recordID,
      type: row.kind,
      name: row.name,
      body: escapeHtml(row.description),
      url: placeUrl(row),
      ...(row.kind === "category" ? { categoryID: row.recordID } : {}),
      dateInserted: requiredIsoDate(row.dateInserted),
      dateUpdated: null,
      labelCodes: [],
      isForeign: false,
    });
  }
  return results;
}

export const placeSource: SearchSource = { recordType: "place", hits, present };
