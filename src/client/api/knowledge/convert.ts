// Turning a discussion, or a question's accepted answer, into an article (moderators who may also write in the
// target knowledge base; docs/reference/knowledge-base.md#converting-a-discussion): POST /articles/from-discussion, GET
// /discussions/{id}/articles (the articles already made from it, the link both ways) and the question's accepted
// answers, read from its comments (GET /comments?discussionID=, a page of 100 at a time). Keys start with
// ["knowledge"].
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ArticleFromDiscussionPost } from "../../../types/generated/api/article-from-discussion-post";
import type { Comment } from "../../../types/generated/api/comment";
import { apiRequest } from "../http";
import { apiRequestPage } from "../http-paged";
import { type Article, useInvalidateKnowledge } from "./articles";

export const convertKeys = {
  all: ["knowledge", "from-discussion"] as const,
  articles: (discussionID: number) => [...convertKeys.all, "articles", discussionID] as const,
  acceptedAnswers: (discussionID: number) => [...convertKeys.all, "accepted-answers", discussionID] as const,
};

export function fetchArticlesFromDiscussion(discussionID: number, signal?: AbortSignal): Promise<Article[]> {
  return apiRequest<Article[]>(`/discussions/${discussionID}/articles`, { signal });
}

export function articlesFromDiscussionQuery(discussionID: number) {
  return queryOptions({
    queryKey: convertKeys.articles(discussionID),
    queryFn: ({ signal }) => fetchArticlesFromDiscussion(discussionID, signal),
  });
}

export function useArticlesFromDiscussion(discussionID: number, enabled = true) {
  return useQuery({ ...articlesFromDiscussionQuery(discussionID), enabled });
}

/** Pages of a question's comments read at most, looking for accepted answers (10 × 100 comments). */
const ANSWER_PAGES = 10;
const ANSWER_PAGE_SIZE = 100;

/** The question's accepted answers, oldest first. */
export async function fetchAcceptedAnswers(discussionID: number, signal?: AbortSignal): Promise<Comment[]> {
  const accepted: Comment[] = [];
  for (let page = 1; page <= ANSWER_PAGES; page += 1) {
    const result = await apiRequestPage<Comment>(
      "/comments",
      [
        ["discussionID", discussionID],
        ["page", page],
        ["limit", ANSWER_PAGE_SIZE],
        ["expand", "insertUser"],
      ],
      signal,
    );
    accepted.push(...result.items.filter((comment) => comment.answerStatus === "accepted"));
    if (!result.hasNextPage) break;
  }
  return accepted;
}

export function acceptedAnswersQuery(discussionID: number) {
  return queryOptions({
    queryKey: convertKeys.acceptedAnswers(discussionID),
    queryFn: ({ signal }) => fetchAcceptedAnswers(discussionID, signal),
  });
}

export function useAcceptedAnswers(discussionID: number, enabled: boolean) {
  return useQuery({ ...acceptedAnswersQuery(discussionID), enabled });
}

export function convertDiscussionToArticle(body: ArticleFromDiscussionPost): Promise<Article> {
  return apiRequest<Article>("/articles/from-discussion", { method: "POST", body });
}

export function useConvertDiscussionMutation() {
  const invalidate = useInvalidateKnowledge();
  return useMutation({
    mutationFn: convertDiscussionToArticle,
    onSuccess: () => {
      void invalidate();
    },
  });
}
