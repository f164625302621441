// Text matching split by configuration: a source's SELECT is written once per configuration, each with the row's
// configuration as a plain filter and a constant tsquery as the GIN index condition, then unioned. Written as one
// OR, PostgreSQL would re-test every candidate's vector against every branch (reading each vector once more);
// apart, a candidate is only tested by the index (docs/reference/search.md#engine). A query with CJK runs keeps one
// branch, since its substring matching is not tied to a configuration.
import { type SQL, sql } from "drizzle-orm";
import { boundClause, type HitBound, readsNewestFirst } from "./bounds";
import {
  configLiteral,
  SEARCH_CONFIGS,
  type SearchConfig,
  type TextQuery,
  tsquery,
  vectorMatches,
} from "./text-query";

export interface TextBranch {
  text: TextQuery;
  /** null: every configuration at once (the row's column chooses). */
  config: SearchConfig | null;
}

/** The branches of a search; [null] when there is no text (one SELECT, no text condition). */
export function textBranches(text: TextQuery | null): (TextBranch | null)[] {
  if (!text) return [null];
  if (text.cjkTerms.length) return [{ text, config: null }];
  return SEARCH_CONFIGS.map((config) => ({ text, config }));
}

/**
 * The branches of a read: newest first (relevance past the count limit, bounds.ts) one SELECT tests every
 * configuration, since it walks the rows in key order and tests each vector anyway; apart, each branch's walk could
 * read the whole table for a configuration the filters leave few rows of.
 */
export function branchesFor(plan: { text: TextQuery | null }, bound: HitBound | null): (TextBranch | null)[] {
  if (readsNewestFirst(bound) && plan.text) return [{ text: plan.text, config: null }];
  return textBranches(plan.text);
}

/** The branch's condition on a row's vector. */
export function branchMatches(branch: TextBranch, vector: SQL, configColumn: SQL): SQL {
  if (!branch.config) return vectorMatches(vector, configColumn, branch.text);
  return sql`(${configColumn} = ${configLiteral(branch.config)} AND ${vector} @@ ${tsquery(branch.config, branch.text)})`;
}

function unionAll(parts: readonly SQL[]): SQL {
  const [only] = parts;
  if (parts.length === 1 && only) return only;
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` UNION ALL `,
  );
}

/**
 * A record type's branch matches as one set, bounded again across the branches when there are several (the bound is
 * per record type, each branch already holds to it).
 */
export function boundedUnion(parts: readonly SQL[], bound: HitBound | null, idColumn: string): SQL {
  if (parts.length <= 1 || !bound) return unionAll(parts);
  return sql`SELECT * FROM (${unionAll(parts)}) m ${boundClause(bound, sql.raw(`m."${idColumn}"`), sql.raw(`m."dateInserted"`))}`;
}
