// Articles for the autocomplete (docs/reference/search.md#api): published articles of the knowledge bases the viewer
// may view whose title holds the words typed, the last one as a prefix, as the discussions' titles are matched. The
// beginning of the longest word (what its stems share) is first looked for as a substring of the title, which the
// trigram index articles_name_trgm serves, and only those rows are tested word by word; a CJK run (no word
// boundaries) is matched as a substring alone.
import { type SQL, sql } from "drizzle-orm";
import type { SearchSuggestion } from "../../../types/generated/api/search-suggestion";
import { selectRows } from "../sql";
import { articleUrl } from "../urls";
import { containsText, intArray, startsWithText } from "./sql-parts";
import { prefixQuery, WORD } from "./suggestion-titles";
import { configLiteral, SEARCH_CONFIGS } from "./text-query";
import type { SearchPlan } from "./types";

const NAME = sql.raw(`a."name"`);
const TITLE_VECTOR = sql.raw(`to_tsvector(a."searchConfig", quorum_search_text(a."name", 1000))`);

function titleWordsMatch(words: readonly string[]): SQL {
  const branches = SEARCH_CONFIGS.map(
    (config) =>
      sql`(a."searchConfig" = ${configLiteral(config)} AND ${TITLE_VECTOR} @@ ${prefixQuery(config, words)})`,
  );
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/** A trigram: what the index serves, and short enough to be shared by a word's stems. */
const INDEXED_PREFIX = 3;

function titleMatch(plan: SearchPlan, raw: string, words: readonly string[]): SQL {
  if (plan.text?.cjkTerms.length) return containsText(NAME, raw);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), "");
  if (longest.length < 3) return titleWordsMatch(words);
  return sql`(${containsText(NAME, longest.slice(0, INDEXED_PREFIX))} AND ${titleWordsMatch(words)})`;
}

export async function articleSuggestions(
  plan: SearchPlan,
  raw: string,
  limit: number,
): Promise<SearchSuggestion[]> {
  const words = raw.match(WORD) ?? [];
  if (!words.length || !plan.articles.knowledgeBaseIDs.length) return [];
  const rows = await selectRows<{ articleID: number; name: string; knowledgeBaseID: number }>(
    plan.ctx.db,
    sql`SELECT a."articleID", a."name", a."knowledgeBaseID" FROM "articles" a
      WHERE a."status" = 'published' AND a."knowledgeBaseID" = ANY(${intArray(plan.articles.knowledgeBaseIDs)})
        AND ${titleMatch(plan, raw, words)}
      ORDER BY ${startsWithText(NAME, raw)} DESC, coalesce(a."datePublished", a."dateInserted") DESC, a."articleID" DESC
      LIMIT ${limit}`,
  );
  return rows.map(
    (row): SearchSuggestion => ({
      label: row.name,
      type: "article",
      source: "articles",
      url: articleUrl(row.articleID, row.name),
      data: { recordID: row.articleID, knowledgeBaseID: row.knowledgeBaseID },
    }),
  );
}
