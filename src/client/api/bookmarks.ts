// PUT /api/v2/discussions/{id}/bookmark {bookmarked} → {bookmarked} (spec 000 §7).
import type { DiscussionBookmark } from "../../types/generated/api/discussion-bookmark";
import { apiRequest } from "./http";

export function putBookmark(discussionID: number, bookmarked: boolean) {
  return apiRequest<DiscussionBookmark>(`/discussions/${discussionID}/bookmark`, {
    method: "PUT",
    body: { bookmarked },
  });
}
