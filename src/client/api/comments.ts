// Comments: GET /api/v2/comments (a discussion's first comments, or a member's own with the paging headers), GET
// /comments/{id}, GET /comments/{id}/quote (the comment as a Markdown blockquote attributed to its author), POST
// /comments, PATCH /comments/{id} (its author within the edit window, or an editor), PATCH /comments/{id}/answer
// (accept, reject or reset an answer: answered with the answer's status and the question's statusID) and DELETE
// /comments/{id} (its replies move up a level). Every comment query lives under commentKeys.all.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "../../types/generated/api/comment";
import type { CommentAnswer } from "../../types/generated/api/comment-answer";
import type { CommentAnswerPatch } from "../../types/generated/api/comment-answer-patch";
import type { CommentPatch } from "../../types/generated/api/comment-patch";
import type { CommentPost } from "../../types/generated/api/comment-post";
import type { CommentQuote } from "../../types/generated/api/comment-quote";
import { apiRequest } from "./http";
import { apiRequestPage } from "./http-paged";

export type { Comment, CommentAnswer, CommentPatch, CommentPost };

export interface UserCommentsParams {
  insertUserID: number;
  page?: number;
  limit?: number;
}

export interface DiscussionCommentsParams {
  discussionID: number;
  limit: number;
}

export const commentKeys = {
  all: ["comments"] as const,
  lists: () => [...commentKeys.all, "list"] as const,
  ofDiscussion: (params: DiscussionCommentsParams) =>
    [...commentKeys.lists(), "of-discussion", params.discussionID, { limit: params.limit }] as const,
  byUser: (params: UserCommentsParams) =>
    [
      ...commentKeys.lists(),
      "by-user",
      params.insertUserID,
      { page: params.page ?? 1, limit: params.limit ?? 30 },
    ] as const,
  details: () => [...commentKeys.all, "detail"] as const,
  detail: (commentID: number) => [...commentKeys.details(), commentID] as const,
};

// Fetchers.

export function fetchDiscussionComments(params: DiscussionCommentsParams, signal?: AbortSignal) {
  return apiRequest<Comment[]>("/comments", {
    query: [
      ["discussionID", params.discussionID],
      ["limit", params.limit],
      // The authors carry their signatures (spec 001 §6), shown by the plain discussion page.
      ["expand", "insertUser"],
    ],
    signal,
  });
}

export function fetchUserComments(params: UserCommentsParams, signal?: AbortSignal) {
  return apiRequestPage<Comment>(
    "/comments",
    [
      ["insertUserID", params.insertUserID],
      ["page", params.page],
      ["limit", params.limit],
      ["expand", "insertUser,discussion"],
    ],
    signal,
  );
}

export function fetchComment(commentID: number, signal?: AbortSignal) {
  return apiRequest<Comment>(`/comments/${commentID}`, { signal });
}

export function getCommentQuote(commentID: number): Promise<CommentQuote> {
  return apiRequest<CommentQuote>(`/comments/${commentID}/quote`);
}

export function postComment(body: CommentPost): Promise<Comment> {
  return apiRequest<Comment>("/comments", { method: "POST", body });
}

export function patchComment(commentID: number, body: CommentPatch): Promise<Comment> {
  return apiRequest<Comment>(`/comments/${commentID}`, { method: "PATCH", body });
}

export function setCommentAnswerStatus(commentID: number, status: CommentAnswerPatch["status"]) {
  return apiRequest<CommentAnswer>(`/comments/${commentID}/answer`, {
    method: "PATCH",
    body: { status } satisfies CommentAnswerPatch,
  });
}

export function deleteComment(commentID: number): Promise<void> {
  return apiRequest<void>(`/comments/${commentID}`, { method: "DELETE" });
}

// Query options.

export function discussionCommentsQuery(params: DiscussionCommentsParams) {
  return queryOptions({
    queryKey: commentKeys.ofDiscussion(params),
    queryFn: ({ signal }) => fetchDiscussionComments(params, signal),
  });
}

export function userCommentsQuery(params: UserCommentsParams) {
  return queryOptions({
    queryKey: commentKeys.byUser(params),
    queryFn: ({ signal }) => fetchUserComments(params, signal),
    staleTime: 30 * 1000,
  });
}

export function commentQuery(commentID: number) {
  return queryOptions({
    queryKey: commentKeys.detail(commentID),
    queryFn: ({ signal }) => fetchComment(commentID, signal),
  });
}

// Query hooks.

export function useDiscussionComments(params: DiscussionCommentsParams) {
  return useQuery(discussionCommentsQuery(params));
}

export function useUserComments(params: UserCommentsParams, enabled = true) {
  return useQuery({ ...userCommentsQuery(params), enabled });
}

export function useComment(commentID: number) {
  return useQuery(commentQuery(commentID));
}

// Mutation hooks: each refreshes the cached comments once the server has answered, without holding the caller
// (which shows the answer at once) until they have been read again.

function useInvalidateComments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: commentKeys.all });
  };
}

export function usePostCommentMutation() {
  const invalidate = useInvalidateComments();
  return useMutation({ mutationFn: postComment, onSuccess: () => invalidate() });
}

export function usePatchCommentMutation(commentID: number) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (body: CommentPatch) => patchComment(commentID, body),
    onSuccess: () => invalidate(),
  });
}

export function useCommentAnswerMutation(commentID: number) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (status: CommentAnswerPatch["status"]) => setCommentAnswerStatus(commentID, status),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCommentMutation(commentID: number) {
  const invalidate = useInvalidateComments();
  return useMutation({ mutationFn: () => deleteComment(commentID), onSuccess: () => invalidate() });
}

/** Reads a comment's quote on demand (the Quote menu item), with the call's pending and error state. */
export function useCommentQuoteMutation(commentID: number) {
  return useMutation({ mutationFn: () => getCommentQuote(commentID) });
}
