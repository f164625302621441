// Knowledge-base articles: title weight A, excerpt B, body C (the trigger of 0020_knowledge_base.sql), in the
// configuration of their knowledge base's locale; CJK runs by substring of the title or body. Only published articles
// of the knowledge bases the plan searches (the published ones the viewer may view, article-filters.ts) are ever read
// (docs/reference/search.md#sources). Their date is the publication's: what readers see and sort by.
import { type SQL, sql } from "drizzle-orm";
import type { SearchResult } from "../../../../types/generated/api/search-result";
import { selectRows } from "../../sql";
import { articleUrl } from "../../urls";
import { addArticleBreadcrumbs } from "../article-breadcrumbs";
import { amongNewestRows, boundClause, type HitBound, readsNewestFirst } from "../bounds";
import { boundedUnion, branchesFor, branchMatches, type TextBranch } from "../branches";
import { excerptColumn, finishExcerpt } from "../excerpt";
import { dateConditions } from "../post-filters";
import { addExpands, isoDate, requiredIsoDate } from "../present";
import { blendedRank, textRank } from "../ranking";
import { intArray } from "../sql-parts";
import { substringMatch, substringRank } from "../substring-match";
import {
  configLiteral,
  plainWordsMatch,
  type TextQuery,
  tsqueryByConfig,
  vectorMatches,
} from "../text-query";
import { hitKey, type SearchHit, type SearchPlan, type SearchSource } from "../types";

const a = (column: string) => sql.raw(`a."${column}"`);
/** When the article was published (its insertion while it never was). */
const PUBLISHED_AT = `coalesce(a."datePublished", a."dateInserted")`;
const PUBLISHED = sql.raw(PUBLISHED_AT);
/** "Was this helpful?" as the popularity of ranking.ts. */
const SCORE = sql.raw(`(a."countHelpful" - a."countNotHelpful")`);
/** The text excerpts are cut from: the author's summary, then the body. */
const EXCERPT_SOURCE = sql.raw(`concat_ws(' ', nullif(a."excerpt", ''), a."body")`);

function textCondition(branch: TextBranch): SQL {
  const words = branchMatches(branch, a("searchVector"), a("searchConfig"));
  const substrings = substringMatch(branch.text, [a("name"), a("body")], (rest) =>
    vectorMatches(a("searchVector"), a("searchConfig"), rest),
  );
  return substrings ? sql`(${words} OR ${substrings})` : words;
}

/** Ranked over the matches read (RANKED_COLUMNS), whose "dateInserted" is the publication date. */
function rank(text: TextQuery | null): SQL {
  if (!text) return sql`0::float8`;
  const words = textRank(a("searchVector"), tsqueryByConfig(a("searchConfig"), text));
  const relevance = text.cjkTerms.length ? sql`greatest(${words}, ${substringRank(text, a("name"))})` : words;
  return blendedRank(relevance, a("dateInserted"), SCORE);
}

/** Title words (the name filter): the title's part of the vector (weight A) only. */
function titleCondition(name: string): SQL {
  const titleOnly = sql`ts_filter(a."searchVector", '{a}')`;
  return sql`(${plainWordsMatch(a("searchVector"), a("searchConfig"), name)} AND ${plainWordsMatch(titleOnly, a("searchConfig"), name)})`;
}

/** Permissions first (published, in a knowledge base searched), then the plan's filters. */
function articleConditions(plan: SearchPlan): SQL[] {
  const { articles, posts } = plan;
  const conditions: SQL[] = [
    sql`a."status" = 'published'`,
    sql`a."knowledgeBaseID" = ANY(${intArray(articles.knowledgeBaseIDs)})`,
  ];
  if (articles.knowledgeCategoryIDs)
    conditions.push(sql`a."knowledgeCategoryID" = ANY(${intArray(articles.knowledgeCategoryIDs)})`);
  if (articles.insertUserIDs)
    conditions.push(sql`a."insertUserID" = ANY(${intArray(articles.insertUserIDs)})`);
  if (posts.name) conditions.push(titleCondition(posts.name));
  if (posts.config) conditions.push(sql`a."searchConfig" = ${configLiteral(posts.config)}`);
  conditions.push(...dateConditions(PUBLISHED, plan.dateInserted));
  return conditions;
}

/** The columns the outer SELECT ranks with, read once by the bounded inner SELECT. */
const RANKED_COLUMNS = sql.raw(
  `a."articleID", ${PUBLISHED_AT} AS "dateInserted", a."countHelpful", a."countNotHelpful", a."searchVector", a."searchConfig", a."name"`,
);

/** The rows of one branch that match, bounded like the posts' (docs/reference/search.md#cost), not ranked yet. */
function branchRows(plan: SearchPlan, branch: TextBranch | null, bound: HitBound | null): SQL {
  const conditions = articleConditions(plan);
  if (branch) conditions.push(textCondition(branch));
  if (readsNewestFirst(bound)) conditions.push(amongNewestRows("articles", "articleID", "a"));
  return sql`SELECT ${RANKED_COLUMNS} FROM "articles" a WHERE ${sql.join(conditions, sql` AND `)}
    ${boundClause(bound, a("articleID"), PUBLISHED)}`;
}

function hits(plan: SearchPlan, bound: HitBound | null = null): SQL | null {
  if (!plan.articles.knowledgeBaseIDs.length) return null;
  const parts = branchesFor(plan, bound).map((branch) => branchRows(plan, branch, bound));
  const matches = boundedUnion(parts, bound, "articleID");
  return sql`SELECT 'article'::text AS "recordType", 'article'::text AS "kind", a."articleID" AS "recordID",
    ${rank(plan.text)} AS "rank", a."dateInserted" AS "dateInserted", NULL::int AS "categoryID"
    FROM (${matches}) a`;
}

interface ArticleRow {
  articleID: number;
  knowledgeBaseID: number;
  knowledgeCategoryID: number | null;
  name: string;
  insertUserID: number;
  published: Date | string;
  dateUpdated: Date | string | null;
  excerpt: string | null;
}

async function present(plan: SearchPlan, page: readonly SearchHit[]): Promise<Map<string, SearchResult>> {
  const rows = await selectRows<ArticleRow>(
    plan.ctx.db,
    sql`SELECT a."articleID", a."knowledgeBaseID", a."knowledgeCategoryID", a."name", a."insertUserID",
      ${PUBLISHED} AS "published", a."dateUpdated",
      ${excerptColumn(EXCERPT_SOURCE, a("searchConfig"), plan.text)} AS "excerpt"
      FROM "articles" a WHERE a."articleID" = ANY(${intArray(page.map((hit) => hit.recordID))})
        AND a."status" = 'published' AND a."knowledgeBaseID" = ANY(${intArray(plan.articles.knowledgeBaseIDs)})`,
  );
  const results = new Map<string, SearchResult>();
  for (const row of rows) {
    results.set(hitKey({ kind: "article", recordID: row.articleID }), {
      recordType: "article",
      recordID: row.articleID,
      type: "article",
      name: row.name,
      body: finishExcerpt(row.excerpt, plan.text),
      url: articleUrl(row.articleID, row.name),
      knowledgeBaseID: row.knowledgeBaseID,
      knowledgeCategoryID: row.knowledgeCategoryID,
      dateInserted: requiredIsoDate(row.published),
      dateUpdated: isoDate(row.dateUpdated),
      insertUserID: row.insertUserID,
      labelCodes: [],
      isForeign: false,
    });
  }
  await addExpands(plan, results.values());
  if (plan.expand.has("breadcrumbs")) await addArticleBreadcrumbs(plan.ctx, [...results.values()]);
  return results;
}

export const articleSource: SearchSource = { recordType: "article", hits, present };
