// Relevance (docs/reference/search.md#ranking): how well the text matches, blended with recency and score.
//   text       = ts_rank_cd({D 0.1, C 0.2, B 0.4, A 1.0}, vector, query, 1|32)
//                (a title word counts 2.5 times a body word; divided by 1 + log(length); then x / (x + 1), in [0, 1))
//   freshness  = 0.7 + 0.3 / (1 + ageDays / 365)        1 when new, 0.85 after a year, never below 0.7
//   popularity = 1 + 0.1 × ln(1 + max(score, 0))        1 for score 0, about 1.24 for 10, 1.46 for 100
//   relevance  = text × freshness × popularity
// Freshness and popularity only reorder hits of similar text relevance: a title hit stays above a body hit.
import { type SQL, sql } from "drizzle-orm";

const WEIGHTS = sql.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
/** 1 (divide by 1 + log of the document length) | 32 (rank / (rank + 1)). */
const NORMALIZATION = sql.raw("33");

/** A substring (CJK) hit has no cover density to measure: a fixed text relevance, higher in the title. */
export const SUBSTRING_TITLE_RANK = 0.5;
export const SUBSTRING_BODY_RANK = 0.2;

export function textRank(vector: SQL, query: SQL): SQL {
  return sql`ts_rank_cd(${WEIGHTS}, ${vector}, ${query}, ${NORMALIZATION})::float8`;
}

export function blendedRank(text: SQL, dateInserted: SQL, score: SQL | null): SQL {
  const ageDays = sql`greatest(extract(epoch from (now() - ${dateInserted}))::float8 / 86400, 0)`;
  const freshness = sql`(0.7 + 0.3 / (1 + ${ageDays} / 365))`;
  const popularity = score ? sql`(1 + 0.1 * ln(1 + greatest(${score}, 0)::float8))` : sql`1`;
  return sql`(${text} * ${freshness} * ${popularity})`;
}
