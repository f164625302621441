// Text matching split by configuration: a source's SELECT is written once per configuration, each with the row's
// configuration as a plain filter and a constant tsquery as the GIN index condition, then unioned. Written as one
// OR, PostgreSQL would re-test every candidate's vector against every branch (reading each vector once more);
// apart, a candidate is only tested by the index (docs/reference/search.md#engine). A query with CJK runs keeps one
// branch, since its substring matching is not tied to a configuration.
import { type SQL, sql } from "drizzle-orm";
import {
  configLiteral,
  SEARCH_CONFIGS,
  type SearchConfig,
  type TextQuery,
  tsquery,
  tsqueryByConfig,
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

/** The branch's condition on a row's vector. */
export function branchMatches(branch: TextBranch, vector: SQL, configColumn: SQL): SQL {
  if (!branch.config) return vectorMatches(vector, configColumn, branch.text);
  return sql`(${configColumn} = ${configLiteral(branch.config)} AND ${vector} @@ ${tsquery(branch.config, branch.text)})`;
}

/** The tsquery a row of the branch is ranked with. */
export function branchQuery(branch: TextBranch, configColumn: SQL): SQL {
  return branch.config ? tsquery(branch.config, branch.text) : tsqueryByConfig(configColumn, branch.text);
}

export function unionAll(parts: readonly SQL[]): SQL {
  const [only] = parts;
  if (parts.length === 1 && only) return only;
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` UNION ALL `,
  );
}
