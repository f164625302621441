// The query text of a search, read once: websearch syntax ("quoted phrases", or, -exclusion) handed to
// websearch_to_tsquery per text search configuration, the runs of CJK characters (matched by substring, since the
// parser does not split them into words), and the plain words "did you mean" looks at (docs/reference/search.md).
import { type SQL, sql } from "drizzle-orm";

/** The configurations vectors are built with; the same mapping is quorum_search_config() in 0011_search.sql. */
export const SEARCH_CONFIGS = ["english", "french", "simple"] as const;
export type SearchConfig = (typeof SEARCH_CONFIGS)[number];

export function configForLocale(locale: string): SearchConfig {
  const language = locale.toLowerCase().replace(/-/g, "_").split("_")[0];
  if (language === "en") return "english";
  if (language === "fr") return "french";
  return "simple";
}

/** A configuration as an SQL literal: only names of the list above ever reach SQL this way. */
export function configLiteral(config: SearchConfig): SQL {
  return sql.raw(`'pg_catalog.${config}'::regconfig`);
}

export interface TextQuery {
  /** The text as typed (trimmed). */
  raw: string;
  operator: "and" | "or";
  /** The words and phrases that must (or may) match, without quotes: what names are matched against. */
  terms: string[];
  /** What websearch_to_tsquery reads for the words that must (or may, with queryOperator=or) match. */
  websearch: string;
  /** The -exclusions, applied to any result (websearch syntax); empty when none. */
  exclusions: string;
  /** Runs of Chinese, Japanese or Korean characters, each to be found as a substring. */
  cjkTerms: string[];
  /** The rest of the text once its CJK runs are taken out (the words around them); null when nothing is left. */
  nonCjk: TextQuery | null;
  /** Bare words, lower case, in order (not phrases, not exclusions): the candidates for "did you mean". */
  words: string[];
}

/** Han, kana and Hangul, with the marks that live inside their words (々 iteration, ー prolonged sound). */
const CJK_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u30FC\uFF70]+/gu;
/** A token: an optional minus, then a quoted phrase (the closing quote may be missing) or a bare run of text. */
const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

interface Token {
  text: string;
  phrase: boolean;
  excluded: boolean;
}

function tokenize(raw: string): Token[] {
  const tokens: Token[] = [];
  for (const match of raw.matchAll(TOKEN)) {
    if (match[2] !== undefined) {
      const text = match[2].trim();
      if (text) tokens.push({ text, phrase: true, excluded: match[1] === "-" });
      continue;
    }
    const bare = match[3] ?? "";
    const excluded = bare.startsWith("-") && bare.length > 1;
    tokens.push({ text: excluded ? bare.slice(1) : bare, phrase: false, excluded });
  }
  return tokens;
}

function spell(token: Token): string {
  return token.phrase ? `"${token.text.replace(/"/g, " ")}"` : token.text;
}

/** What is left around the CJK runs, when it holds a letter or a digit (punctuation alone matches nothing). */
function remainder(rest: string, operator: "and" | "or"): TextQuery | null {
  return /[\p{L}\p{N}]/u.test(rest) ? parseTextQuery(rest, operator) : null;
}

/** null for a blank query: the search then lists what the filters let through. */
export function parseTextQuery(input: string | undefined, operator: "and" | "or"): TextQuery | null {
  const raw = (input ?? "").trim();
  if (!raw) return null;
  const tokens = tokenize(raw);
  const isOr = (token: Token) => !token.phrase && !token.excluded && token.text.toLowerCase() === "or";
  const positive = tokens.filter((token) => !token.excluded && !isOr(token));
  const excluded = tokens.filter((token) => token.excluded);
  const exclusions = excluded.map((token) => `-${spell(token)}`).join(" ");
  // With "or" every positive term is an alternative; exclusions still apply to all (combined with && in SQL).
  const websearch = operator === "or" ? positive.map(spell).join(" or ") : raw;
  const words = positive
    .filter((token) => !token.phrase)
    .map((token) => token.text.toLowerCase())
    .filter((word) => /^\p{L}+$/u.test(word));
  const cjkTerms = [...new Set(raw.match(CJK_RUN) ?? [])].slice(0, 8);
  return {
    raw,
    operator,
    terms: positive.map((token) => token.text),
    websearch,
    exclusions: operator === "or" ? exclusions : "",
    cjkTerms,
    nonCjk: cjkTerms.length ? remainder(raw.replace(CJK_RUN, " "), operator) : null,
    words,
  };
}

/** The tsquery of the text in one configuration. */
export function tsquery(config: SearchConfig, text: TextQuery): SQL {
  const positive = sql`websearch_to_tsquery(${configLiteral(config)}, ${text.websearch})`;
  if (!text.exclusions) return positive;
  return sql`(${positive} && websearch_to_tsquery(${configLiteral(config)}, ${text.exclusions}))`;
}

/** The tsquery for a row, chosen by the row's configuration column (for ranking and excerpts: page rows only). */
export function tsqueryByConfig(configColumn: SQL, text: TextQuery): SQL {
  const cases = SEARCH_CONFIGS.map(
    (config) => sql`WHEN ${configLiteral(config)} THEN ${tsquery(config, text)}`,
  );
  return sql`(CASE ${configColumn} ${sql.join(cases, sql` `)} END)`;
}

/**
 * Whether a row's vector matches, written as one OR branch per configuration with the query a constant in each,
 * so every branch can be served by the GIN index.
 */
export function vectorMatches(vectorColumn: SQL, configColumn: SQL, text: TextQuery): SQL {
  const branches = SEARCH_CONFIGS.map(
    (config) =>
      sql`(${configColumn} = ${configLiteral(config)} AND ${vectorColumn} @@ ${tsquery(config, text)})`,
  );
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/** Plain words (no operators) that must all appear, per configuration, e.g. the name filter. */
export function plainWordsMatch(vectorColumn: SQL, configColumn: SQL, words: string): SQL {
  const branches = SEARCH_CONFIGS.map(
    (config) =>
      sql`(${configColumn} = ${configLiteral(config)} AND ${vectorColumn} @@ plainto_tsquery(${configLiteral(config)}, ${words}))`,
  );
  return sql`(${sql.join(branches, sql` OR `)})`;
}
