// Discussions for the autocomplete: titles holding the words typed, the last one as a prefix (docs/reference/
// search.md#cost). A common prefix matches a large share of the titles, and ranking every match made the cost grow
// with the forum, so only the newest CANDIDATES matches are ranked, found in two bounded reads:
// 1. the newest RECENT_WALK discussions, walked backwards by primary key: enough when the prefix is common;
// 2. otherwise the matches are rare, and the title index (discussions_title_search) finds them all, however old.
// Text typed inside a word (not a CJK run) is matched only in the first read: the trigram index that would serve it
// elsewhere reads every title holding each of a long query's common trigrams.
import { type SQL, sql } from "drizzle-orm";
import { selectRows } from "../sql";
import { containsText, intArray, startsWithText } from "./sql-parts";
import { configLiteral, SEARCH_CONFIGS, type SearchConfig } from "./text-query";
import type { SearchPlan } from "./types";

const CANDIDATES = 50;
const RECENT_WALK = 500;

/** Letters and digits only: what reaches to_tsquery as a quoted prefix. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** The title's words, as the index discussions_title_search holds them (0013_search_suggestions.sql). */
const TITLE_VECTOR = sql.raw(`to_tsvector(d."searchConfig", quorum_search_text(d."name", 1000))`);
const NAME = sql.raw(`d."name"`);

export interface TitleMatch {
  discussionID: number;
  name: string;
  categoryID: number;
  type: string;
}

interface Candidate extends TitleMatch {
  startsWith: boolean;
  score: number;
  dateInserted: Date | string;
}

/** The words typed, the last one a prefix ("how to ins" finds "How to install"). */
export function prefixQuery(config: SearchConfig, words: readonly string[]): SQL {
  const complete = words.slice(0, -1).join(" ");
  const last = words[words.length - 1] ?? "";
  const literal = configLiteral(config);
  const prefix = sql`to_tsquery(${literal}, quote_literal(${last}) || ':*')`;
  return complete ? sql`(plainto_tsquery(${literal}, ${complete}) && ${prefix})` : prefix;
}

function wordMatches(words: readonly string[]): SQL[] {
  return SEARCH_CONFIGS.map(
    (config) =>
      sql`(d."searchConfig" = ${configLiteral(config)} AND ${TITLE_VECTOR} @@ ${prefixQuery(config, words)})`,
  );
}

async function candidates(plan: SearchPlan, raw: string, match: SQL, order: SQL): Promise<Candidate[]> {
  return selectRows<Candidate>(
    plan.ctx.db,
    sql`SELECT d."discussionID", d."name", d."categoryID", d."type", d."score", d."dateInserted",
        ${startsWithText(NAME, raw)} AS "startsWith"
      FROM "discussions" d
      WHERE d."categoryID" = ANY(${intArray(plan.posts.categoryIDs)}) AND d."type" <> 'redirect' AND ${match}
      ORDER BY ${order} DESC LIMIT ${CANDIDATES}`,
  );
}

/** Read 1: every kind of match among the newest RECENT_WALK discussions. */
function recentCandidates(plan: SearchPlan, raw: string, words: readonly string[]): Promise<Candidate[]> {
  const recent = sql.raw(
    `d."discussionID" > (SELECT coalesce(max(t."discussionID"), 0) FROM "discussions" t) - ${RECENT_WALK}`,
  );
  const match = sql`(${sql.join([...wordMatches(words), containsText(NAME, raw)], sql` OR `)})`;
  return candidates(plan, raw, sql`${recent} AND ${match}`, sql.raw(`d."discussionID"`));
}

/**
 * Read 2: the word matches (and CJK runs, by substring) anywhere. `+ 0` keeps the planner off a primary-key walk,
 * which its rough estimate of a prefix's frequency would choose and which would read the whole table.
 */
function indexedCandidates(plan: SearchPlan, raw: string, words: readonly string[]): Promise<Candidate[]> {
  const cjk = plan.text?.cjkTerms.length ? [containsText(NAME, raw)] : [];
  const match = sql`(${sql.join([...wordMatches(words), ...cjk], sql` OR `)})`;
  return candidates(plan, raw, match, sql.raw(`d."discussionID" + 0`));
}

function newestFirst(a: Candidate, b: Candidate): number {
  return b.discussionID - a.discussionID;
}

/** Title first when it starts with the text, then score, then newest. */
function bySuggestionRank(a: Candidate, b: Candidate): number {
  if (a.startsWith !== b.startsWith) return a.startsWith ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  return new Date(b.dateInserted).getTime() - new Date(a.dateInserted).getTime();
}

/** The newest CANDIDATES matching titles the viewer may read, ranked; at most `limit`. */
export async function titleSuggestions(plan: SearchPlan, raw: string, limit: number): Promise<TitleMatch[]> {
  const words = raw.match(WORD) ?? [];
  if (!words.length || !plan.posts.categoryIDs.length) return [];
  const recent = await recentCandidates(plan, raw, words);
  const found = new Map(recent.map((row) => [row.discussionID, row]));
  if (recent.length < CANDIDATES) {
    for (const row of await indexedCandidates(plan, raw, words)) found.set(row.discussionID, row);
  }
  const newest = [...found.values()].sort(newestFirst).slice(0, CANDIDATES);
  return newest.sort(bySuggestionRank).slice(0, limit);
}
