import type { SearchResult } from "../../src/types/generated/api/search-result";
import type { SearchSuggestion } from "../../src/types/generated/api/search-suggestion";
import type { SearchSummary } from "../../src/types/generated/api/search-summary";
import { makeCategory } from "./categories";
import { makeComment } from "./comments";
import { makeDiscussion } from "./discussions";
import { makeArticle, makeKnowledgeBase, makeKnowledgeCategories } from "./knowledge";
import { makeUser } from "./users";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The excerpt as the server sends it: escaped text with each word of `query` wrapped in <mark>. */
export function highlightExcerpt(text: string, query: string): string {
  const escaped = escapeHtml(text);
  const words = query
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word.length > 1);
  if (words.length === 0) return escaped;
  const pattern = new RegExp(`(${words.join("|")})`, "giu");
  return escaped.replace(pattern, "<mark>$1</mark>");
}

export interface SearchResultOptions {
  /** The words marked in the excerpt. */
  query?: string;
}

/**
 * A discussion hit as GET /search returns it with expand=insertUser,breadcrumbs: discussion `recordID` of the
 * discussions factory, its excerpt with the query's words marked.
 */
export function makeSearchResult(
  overrides: Partial<SearchResult> = {},
  { query = "" }: SearchResultOptions = {},
): SearchResult {
  const discussion = makeDiscussion({ discussionID: overrides.recordID ?? 1 });
  return {
    recordType: "discussion",
    recordID: discussion.discussionID,
    type: discussion.type ?? "discussion",
    name: discussion.name,
    body: highlightExcerpt(discussion.excerpt ?? "", query),
    url: discussion.url,
    discussionID: discussion.discussionID,
    categoryID: discussion.categoryID,
    score: 1,
    dateInserted: discussion.dateInserted,
    dateUpdated: null,
    insertUserID: discussion.insertUserID,
    insertUser: discussion.insertUser ?? makeUser({ userID: discussion.insertUserID }),
    breadcrumbs: discussion.breadcrumbs ?? [],
    labelCodes: discussion.closed ? ["closed"] : [],
    isForeign: false,
    ...overrides,
  };
}

/** A comment hit: comment `commentID` on discussion `discussionID`, named by its discussion. */
export function makeCommentSearchResult(
  commentID: number,
  discussionID: number,
  { query = "" }: SearchResultOptions = {},
): SearchResult {
  const discussion = makeDiscussion({ discussionID });
  const comment = makeComment(discussion, commentID);
  const text = comment.body.replace(/<[^>]*>/g, "");
  return makeSearchResult(
    {
      recordType: "comment",
      recordID: commentID,
      type: "comment",
      name: discussion.name,
      body: highlightExcerpt(text, query),
      url: comment.url,
      dateInserted: comment.dateInserted,
      insertUserID: comment.insertUserID,
      insertUser: comment.insertUser ?? undefined,
      labelCodes: [],
    },
    { query },
  );
}

/** Discussion hits for discussions 1..count (or `first`..), e.g. for a page of results. */
export function makeSearchResults(count: number, { query = "", first = 1 } = {}): SearchResult[] {
  return Array.from({ length: count }, (_, index) =>
    makeSearchResult({ recordID: first + index }, { query }),
  );
}

/** GET /search/summary: counts for every record type (their sum is the total), the busiest categories. */
export function makeSearchSummary(overrides: Partial<SearchSummary> = {}): SearchSummary {
  const recordTypes = { discussion: 42, comment: 118, category: 3, user: 2, place: 0, article: 0 };
  const categories = [4, 7, 2].map((categoryID, index) => {
    const category = makeCategory({ categoryID });
    return { categoryID, name: category.name, count: 30 - index * 9 };
  });
  return {
    total: Object.values(recordTypes).reduce((sum, count) => sum + count, 0),
    recordTypes,
    categories,
    didYouMean: null,
    warnings: [],
    ...overrides,
  };
}

/**
 * GET /search/suggestions for `query`: places first (two categories, as quick links), then two discussions and a
 * member, each with its url, and last the create option.
 */
export function makeSearchSuggestions(query: string): SearchSuggestion[] {
  const places = [4, 7].map((categoryID) => {
    const category = makeCategory({ categoryID });
    return { label: category.name, type: "place" as const, source: "categories", url: category.url };
  });
  const discussions = [3, 8].map((discussionID) => {
    const discussion = makeDiscussion({ discussionID });
    return {
      label: discussion.name,
      type: "discussion" as const,
      source: "discussions",
      url: discussion.url,
    };
  });
  const member = makeUser({ userID: 5 });
  return [
    ...places,
    ...discussions,
    { label: member.name, type: "user", source: "users", url: member.url },
    { label: `Search for “${query}”`, type: "create", source: "search" },
  ];
}

/**
 * Article hits (GET /search with recordTypes=article, expand=insertUser,breadcrumbs) for articles `first`.. of the
 * knowledge factories: the help center's, in its first category, the excerpt with the query's words marked.
 */
export function makeArticleSearchResults(count: number, { query = "", first = 1 } = {}): SearchResult[] {
  const base = makeKnowledgeBase({ knowledgeBaseID: 1, urlCode: "help", url: "/kb/help" });
  const [category] = makeKnowledgeCategories();
  return Array.from({ length: count }, (_, index) => {
    const article = makeArticle({ articleID: first + index });
    return {
      recordType: "article",
      recordID: article.articleID,
      type: "article",
      name: article.name,
      body: highlightExcerpt(article.excerpt, query),
      url: article.url,
      knowledgeBaseID: base.knowledgeBaseID,
      knowledgeCategoryID: category?.knowledgeCategoryID ?? null,
      score: 1,
      dateInserted: article.datePublished ?? article.dateInserted,
      dateUpdated: article.dateUpdated,
      insertUserID: article.insertUserID,
      insertUser: article.insertUser,
      breadcrumbs: [
        { name: base.name, url: base.url },
        ...(category ? [{ name: category.name, url: category.url }] : []),
      ],
      labelCodes: [],
      isForeign: false,
    };
  });
}
