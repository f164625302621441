// Related articles (docs/reference/knowledge-base.md#related-articles): others that share the article's own most
// frequent words, found by full-text search over the knowledge bases the viewer reads, the article's own knowledge
// base first. Never the article itself; published articles only.
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { selectRows } from "../sql";
import { knowledgeAccess } from "./access";
import type { Article } from "./article-presenter";
import { canSeeArticle, findArticleRow } from "./article-rows";
import { listArticles } from "./articles";
import { articleNotFound } from "./not-found";

/** How many of the article's words the search uses. */
const WORDS = 12;
const MAX_LIMIT = 20;
/**
 * Matches ranked at most, the first the index yields (no sort, so the scan stops there): common words match most of
 * a large knowledge base, and ranking them all made an article page several times slower
 * (bench/README.md#the-knowledge-base). Among them, the same knowledge base's come first.
 */
const CANDIDATES = 300;

/** A lexeme as a quoted tsquery operand: quotes doubled, backslashes escaped. */
function quotedLexeme(word: string): string {
  return `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

export async function relatedArticles(ctx: ServiceContext, articleID: number, limit = 5): Promise<Article[]> {
  const access = await knowledgeAccess(ctx);
  const row = await findArticleRow(ctx, articleID);
  if (!row || !canSeeArticle(access, row)) throw articleNotFound();
  if (!access.viewableIDs.length) return [];
  const safeLimit = Math.min(Math.max(1, Math.floor(limit) || 5), MAX_LIMIT);
  // ts_stat reads the article's own tsvector (kept by the trigger): its lexemes by how often they occur.
  const words = await selectRows<{ word: string }>(
    ctx.db,
    // Title and excerpt words (weights A and B) first: they say what the article is about.
    sql`SELECT word FROM ts_stat(format('SELECT "searchVector" FROM articles WHERE "articleID" = %s', ${articleID}::int))
        WHERE length(word) > 2
        ORDER BY (word IN (SELECT word FROM ts_stat(format('SELECT "searchVector" FROM articles WHERE "articleID" = %s',
          ${articleID}::int), 'AB'))) DESC, nentry DESC, word LIMIT ${WORDS}`,
  );
  if (!words.length) return [];
  const query = words.map((entry) => quotedLexeme(entry.word)).join(" | ");
  const viewable = sql.join(
    access.viewableIDs.map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await selectRows<{ articleID: number }>(
    ctx.db,
    sql`SELECT c."articleID" FROM (
          SELECT a."articleID", a."knowledgeBaseID", a."searchVector" FROM articles a
           WHERE a.status = 'published' AND a."knowledgeBaseID" IN (${viewable}) AND a."articleID" <> ${articleID}
             AND a."searchVector" @@ CAST(${query} AS tsquery)
           LIMIT ${CANDIDATES}
        ) c, CAST(${query} AS tsquery) q
        ORDER BY (c."knowledgeBaseID" = ${row.knowledgeBaseID}) DESC, ts_rank(c."searchVector", q) DESC, c."articleID"
        LIMIT ${safeLimit}`,
  );
  if (!found.length) return [];
  const ids = found.map((entry) => Number(entry.articleID));
  const { articles } = await listArticles(ctx, { articleIDs: ids, limit: ids.length });
  const byID = new Map(articles.map((article) => [article.articleID, article]));
  return ids.flatMap((id) => byID.get(id) ?? []);
}
