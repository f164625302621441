// DELETE /api/v2/comments/{id} (comments.delete or community.moderate): its replies move up a level.
import { apiRequest } from "./http";

export function deleteComment(commentID: number): Promise<void> {
  return apiRequest<void>(`/comments/${commentID}`, { method: "DELETE" });
}
