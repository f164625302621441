// CJK text has no spaces between words, so the parser reads a whole run as one token and a word inside it never
// matches a tsquery. Such runs are found as substrings (ILIKE, served by the trigram indexes of 0011_search.sql on
// discussion names and bodies), the rest of the query as usual (docs/reference/search.md#cjk).
import { type SQL, sql } from "drizzle-orm";
import { SUBSTRING_BODY_RANK, SUBSTRING_TITLE_RANK } from "./ranking";
import { allOf, anyOf, containsText } from "./sql-parts";
import type { TextQuery } from "./text-query";

/**
 * Whether the CJK runs of the query are found in any of the columns (every run with "and", one with "or"), and the
 * other words match through `rest`; null when the query has no CJK run.
 */
export function substringMatch(
  text: TextQuery,
  columns: readonly SQL[],
  rest: (remaining: TextQuery) => SQL,
): SQL | null {
  if (!text.cjkTerms.length) return null;
  const found = text.cjkTerms.map((term) => anyOf(columns.map((column) => containsText(column, term))));
  if (text.operator === "or") return anyOf(found);
  const runs = allOf(found);
  return text.nonCjk ? sql`(${runs} AND ${rest(text.nonCjk)})` : sql`(${runs})`;
}

/** The text relevance of a substring hit: higher when every run is in the title. */
export function substringRank(text: TextQuery, title: SQL | null): SQL {
  if (!text.cjkTerms.length) return sql`0`;
  if (!title) return sql.raw(`${SUBSTRING_BODY_RANK}::float8`);
  const inTitle = allOf(text.cjkTerms.map((term) => containsText(title, term)));
  return sql`(CASE WHEN ${inTitle} THEN ${sql.raw(String(SUBSTRING_TITLE_RANK))} ELSE ${sql.raw(String(SUBSTRING_BODY_RANK))} END)::float8`;
}
