// An article's revisions (docs/reference/knowledge-base.md#revisions), for those who may write in its knowledge
// base: GET /articles/{id}/revisions (newest first, one locale), GET /articles/{id}/revisions/{revisionID} (with its
// source, bodyRaw, and its rendering) and POST …/restore (a new revision copying that one, which the article then
// shows). Keys start with ["knowledge"].
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ArticleRevision } from "../../../types/generated/api/article-revision";
import { apiRequest } from "../http";
import { type Article, useInvalidateKnowledge } from "./articles";

export type { ArticleRevision };

export const articleRevisionKeys = {
  all: ["knowledge", "article-revisions"] as const,
  list: (articleID: number, locale: string | null) =>
    [...articleRevisionKeys.all, "list", articleID, { locale }] as const,
  detail: (articleID: number, articleRevisionID: number) =>
    [...articleRevisionKeys.all, "detail", articleID, articleRevisionID] as const,
};

const revisionsPath = (articleID: number) => `/articles/${articleID}/revisions`;

export function fetchArticleRevisions(
  articleID: number,
  locale: string | null = null,
  signal?: AbortSignal,
): Promise<ArticleRevision[]> {
  return apiRequest<ArticleRevision[]>(revisionsPath(articleID), { query: [["locale", locale]], signal });
}

export function articleRevisionsQuery(articleID: number, locale: string | null = null) {
  return queryOptions({
    queryKey: articleRevisionKeys.list(articleID, locale),
    queryFn: ({ signal }) => fetchArticleRevisions(articleID, locale, signal),
    retry: false,
  });
}

export function useArticleRevisions(articleID: number, enabled = true, locale: string | null = null) {
  return useQuery({ ...articleRevisionsQuery(articleID, locale), enabled });
}

export function fetchArticleRevision(
  articleID: number,
  articleRevisionID: number,
  signal?: AbortSignal,
): Promise<ArticleRevision> {
  return apiRequest<ArticleRevision>(`${revisionsPath(articleID)}/${articleRevisionID}`, { signal });
}

export function articleRevisionQuery(articleID: number, articleRevisionID: number) {
  return queryOptions({
    queryKey: articleRevisionKeys.detail(articleID, articleRevisionID),
    queryFn: ({ signal }) => fetchArticleRevision(articleID, articleRevisionID, signal),
    // A revision never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The two sides of a comparison, with their source. Two queries rather than useQueries, which would join the
 * libraries every page loads (vite.config.ts) for this one lazy page.
 */
export function useArticleRevisionPair(articleID: number, beforeID: number, afterID: number) {
  return [
    useQuery(articleRevisionQuery(articleID, beforeID)),
    useQuery(articleRevisionQuery(articleID, afterID)),
  ];
}

export function restoreArticleRevision(articleID: number, articleRevisionID: number): Promise<Article> {
  return apiRequest<Article>(`${revisionsPath(articleID)}/${articleRevisionID}/restore`, { method: "POST" });
}

export function useRestoreArticleRevisionMutation(articleID: number) {
  const invalidate = useInvalidateKnowledge();
  return useMutation({
    mutationFn: (articleRevisionID: number) => restoreArticleRevision(articleID, articleRevisionID),
    // The list gains the new revision and the article page shows the restored text.
    onSuccess: () => invalidate(),
  });
}
