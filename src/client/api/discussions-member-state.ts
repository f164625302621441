// A member's own toggles on a discussion (spec 001 §7): PUT /discussions/{id}/mute {muted} → {muted} and
// PUT /discussions/{id}/dismiss {dismissed} → {dismissed}.
import type { DiscussionDismiss } from "../../types/generated/api/discussion-dismiss";
import type { DiscussionMute } from "../../types/generated/api/discussion-mute";
import { apiRequest } from "./http";

export function putDiscussionMute(discussionID: number, muted: boolean): Promise<DiscussionMute> {
  return apiRequest<DiscussionMute>(`/discussions/${discussionID}/mute`, { method: "PUT", body: { muted } });
}

export function putDiscussionDismiss(discussionID: number, dismissed: boolean): Promise<DiscussionDismiss> {
  return apiRequest<DiscussionDismiss>(`/discussions/${discussionID}/dismiss`, {
    method: "PUT",
    body: { dismissed },
  });
}
