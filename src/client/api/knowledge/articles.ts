// Articles (docs/reference/knowledge-base.md), as the article editor uses them: GET /articles/{id} with its source
// (expand=source: bodyRaw and format, editors only) and breadcrumbs, POST /articles (a draft, published, or a draft
// with dateScheduled: scheduled), PATCH /articles/{id} (a content change saves a revision), PATCH
// /articles/{id}/move (another knowledge base or category) and POST /articles/preview (a body rendered as it would be
// published, without saving). Every save refreshes the knowledge queries and the hydrated pages, whose article
// pages show the new text. Keys start with ["knowledge"].
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Article } from "../../../types/generated/api/article";
import type { ArticleMovePatch } from "../../../types/generated/api/article-move-patch";
import type { ArticlePatch } from "../../../types/generated/api/article-patch";
import type { ArticlePost } from "../../../types/generated/api/article-post";
import { apiRequest } from "../http";
import { hydratedLayoutKeys } from "../layouts/keys";

export type { Article, ArticleMovePatch, ArticlePatch, ArticlePost };

export type ArticleFormat = ArticlePost["format"];
export type ArticleStatus = ArticlePost["status"];

/** One save from the editor: a new article, or an existing one (moved first when its knowledge base changes). */
export type ArticleSave =
  | { kind: "create"; body: ArticlePost }
  | { kind: "update"; articleID: number; move?: ArticleMovePatch; patch: ArticlePatch };

export const articleKeys = {
  all: ["knowledge", "articles"] as const,
  details: () => [...articleKeys.all, "detail"] as const,
  forEdit: (articleID: number) => [...articleKeys.details(), articleID, "edit"] as const,
  preview: (body: string, format: ArticleFormat) => [...articleKeys.all, "preview", format, body] as const,
};

const articlePath = (articleID: number) => `/articles/${articleID}`;

/** The article with its source and breadcrumbs, for editing (articles.add; others get 404). */
export function fetchArticleForEdit(articleID: number, signal?: AbortSignal): Promise<Article> {
  return apiRequest<Article>(articlePath(articleID), {
    query: [["expand", "source,breadcrumbs,updateUser"]],
    signal,
  });
}

export function articleForEditQuery(articleID: number) {
  return queryOptions({
    queryKey: articleKeys.forEdit(articleID),
    queryFn: ({ signal }) => fetchArticleForEdit(articleID, signal),
    // The editor copies the fields into its form once; a refetch only refreshes status and dates shown beside it.
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useArticleForEdit(articleID: number, enabled = true) {
  return useQuery({ ...articleForEditQuery(articleID), enabled });
}

export function createArticle(body: ArticlePost): Promise<Article> {
  return apiRequest<Article>("/articles", { method: "POST", body });
}

export function patchArticle(articleID: number, body: ArticlePatch): Promise<Article> {
  return apiRequest<Article>(articlePath(articleID), { method: "PATCH", body });
}

export function moveArticle(articleID: number, body: ArticleMovePatch): Promise<Article> {
  return apiRequest<Article>(`${articlePath(articleID)}/move`, { method: "PATCH", body });
}

export async function saveArticle(save: ArticleSave): Promise<Article> {
  if (save.kind === "create") return createArticle(save.body);
  const moved = save.move ? await moveArticle(save.articleID, save.move) : null;
  if (moved && Object.keys(save.patch).length === 0) return moved;
  return patchArticle(save.articleID, save.patch);
}

/** Refreshes every knowledge query and the hydrated pages (an article page, a category's list) after a change. */
export function useInvalidateKnowledge() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["knowledge"] }),
      queryClient.invalidateQueries({ queryKey: hydratedLayoutKeys.all }),
    ]);
}

export interface ArticleSaveVariables {
  save: ArticleSave;
  /** Which press started it (the caller's own name), for that button's spinner. */
  tag?: string;
}

export function useSaveArticleMutation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateKnowledge();
  return useMutation({
    mutationFn: ({ save }: ArticleSaveVariables) => saveArticle(save),
    onSuccess: async (saved, { save }) => {
      await invalidate();
      // A new article's editor opens next: it starts from what was just written instead of loading it again.
      if (save.kind === "create") {
        queryClient.setQueryData(articleKeys.forEdit(saved.articleID), {
          ...saved,
          bodyRaw: saved.bodyRaw ?? save.body.body,
          format: saved.format ?? save.body.format,
        });
      }
    },
  });
}

/** A body rendered by the server's renderer and sanitizer, as readers would see it. */
export function previewArticleBody(body: string, format: ArticleFormat, signal?: AbortSignal) {
  return apiRequest<{ body: string }>("/articles/preview", {
    method: "POST",
    body: { body, format },
    signal,
  });
}

export function articlePreviewQuery(body: string, format: ArticleFormat) {
  return queryOptions({
    queryKey: articleKeys.preview(body, format),
    queryFn: ({ signal }) => previewArticleBody(body, format, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
}

/** The preview of what is typed; the last one stays on screen while the next renders. */
export function useArticlePreview(body: string, format: ArticleFormat, enabled: boolean) {
  return useQuery({ ...articlePreviewQuery(body, format), enabled, placeholderData: keepPreviousData });
}
