// PATCH /api/v2/comments/{id}/answer {status}: accept, reject or reset an answer to a question (its author or a
// moderator). Answers the answer's new status and the question's statusID.
import type { CommentAnswer } from "../../types/generated/api/comment-answer";
import type { CommentAnswerPatch } from "../../types/generated/api/comment-answer-patch";
import { apiRequest } from "./http";

export type { CommentAnswer };

export function setCommentAnswerStatus(commentID: number, status: CommentAnswerPatch["status"]) {
  return apiRequest<CommentAnswer>(`/comments/${commentID}/answer`, {
    method: "PATCH",
    body: { status } satisfies CommentAnswerPatch,
  });
}
