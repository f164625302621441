// PATCH /api/v2/comments/{id}: a comment's new text (its author within the edit window, or an editor).
import type { Comment } from "../../types/generated/api/comment";
import type { CommentPatch } from "../../types/generated/api/comment-patch";
import { apiRequest } from "./http";

export function patchComment(commentID: number, body: CommentPatch): Promise<Comment> {
  return apiRequest<Comment>(`/comments/${commentID}`, { method: "PATCH", body });
}
