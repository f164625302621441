// The discussion options' calls (spec 000 §7, spec 001 §7): PATCH /discussions/{id} (closed, sink, resolved, pinned
// and pinLocation, categoryID, insertUserID; answered with the discussion and its category), PUT
// /discussions/{id}/type, PATCH /discussions/{id}/bump and DELETE /discussions/{id}.
import type { Discussion } from "../../types/generated/api/discussion";
import type { DiscussionPatch } from "../../types/generated/api/discussion-patch";
import type { DiscussionTypePut } from "../../types/generated/api/discussion-type-put";
import { apiRequest } from "./http";

export type { DiscussionPatch };

export function patchDiscussion(discussionID: number, body: DiscussionPatch): Promise<Discussion> {
  return apiRequest<Discussion>(`/discussions/${discussionID}`, {
    method: "PATCH",
    body,
    query: [["expand", "category"]],
  });
}

export function putDiscussionType(
  discussionID: number,
  type: DiscussionTypePut["type"],
): Promise<Discussion> {
  return apiRequest<Discussion>(`/discussions/${discussionID}/type`, { method: "PUT", body: { type } });
}

export function bumpDiscussion(discussionID: number): Promise<Discussion> {
  return apiRequest<Discussion>(`/discussions/${discussionID}/bump`, { method: "PATCH" });
}

export function deleteDiscussion(discussionID: number): Promise<void> {
  return apiRequest<void>(`/discussions/${discussionID}`, { method: "DELETE" });
}
