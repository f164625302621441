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

/** A place table searched by name: categories and site sections differ only in these. */
interface PlaceTable {
  table: string;
  idColumn: string;
  kind: "category" | "siteSection";
  visibleIDs(plan: SearchPlan): number[];
  /** Rows of the table that are no places (a group's own category: docs/reference/groups.md#model). */
  exclude?: SQL;
}

const PLACE_TABLES: PlaceTable[] = [
  {
    table: "categories",
    idColumn: "categoryID",
    kind: "category",
    visibleIDs: (plan) => plan.visibleCategoryIDs,
    exclude: sql.raw(`p."groupID" IS NOT NULL`),
  },
  {
    table: "site_sections",
    idColumn: "siteSectionID",
    kind: "siteSection",
    visibleIDs: (plan) => plan.siteSectionIDs,
  },
];

function placeHits(place: PlaceTable, plan: SearchPlan, text: TextQuery): SQL {
  const name = sql.raw(`p."name"`);
  const id = sql.raw(`p."${place.idColumn}"`);
  const conditions = [
    sql`${id} = ANY(${intArray(place.visibleIDs(plan))})`,
    nameMatches(name, text),
    ...nameWords(name, plan.posts.name),
    ...dateConditions(sql.raw(`p."dateInserted"`), plan.dateInserted),
    ...(place.exclude ? [sql`NOT (${place.exclude})`] : []),
  ];
  return sql`SELECT 'place'::text AS "recordType", ${place.kind}::text AS "kind", ${id} AS "recordID",
    ${nameRank(name, text)} AS "rank", p."dateInserted" AS "dateInserted", NULL::int AS "categoryID"
    FROM ${sql.raw(`"${place.table}"`)} p WHERE ${sql.join(conditions, sql` AND `)}`;
}

function hits(plan: SearchPlan): SQL | null {
  if (!plan.text?.terms.length) return null;
  const text = plan.text;
  return sql.join(
    PLACE_TABLES.map((place) => placeHits(place, plan, text)),
    sql` UNION ALL `,
  );
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
