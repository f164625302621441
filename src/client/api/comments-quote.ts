// GET /api/v2/comments/{id}/quote: the comment as a Markdown blockquote attributed to its author.
import type { CommentQuote } from "../../types/generated/api/comment-quote";
import { apiRequest } from "./http";

export function getCommentQuote(commentID: number): Promise<CommentQuote> {
  return apiRequest<CommentQuote>(`/comments/${commentID}/quote`);
}
