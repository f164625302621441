// Reactions on discussions and comments (spec 001 §7 Reactions): POST /{recordType}s/{id}/reactions toggles the
// viewer's reaction and answers every type's count; GET …/reactions is the log (reactions.view), fetched lazily
// for tooltips and the log modal; DELETE …/reactions/{userID} removes one (the log's delete only removes).
import type { ReactionCount } from "../../types/generated/api/reaction-count";
import type { ReactionLogEntry } from "../../types/generated/api/reaction-log-entry";
import { apiRequest } from "./http";

export type { ReactionCount, ReactionLogEntry };
export type ReactableType = "discussion" | "comment";

const base = (recordType: ReactableType, recordID: number) => `/${recordType}s/${recordID}/reactions`;

export function postReaction(recordType: ReactableType, recordID: number, urlcode: string) {
  return apiRequest<ReactionCount[]>(base(recordType, recordID), {
    method: "POST",
    body: { reactionType: urlcode },
  });
}

/** The newest reactions first; the tooltips need at most a page of 100. */
export function fetchReactionLog(recordType: ReactableType, recordID: number, signal?: AbortSignal) {
  return apiRequest<ReactionLogEntry[]>(base(recordType, recordID), { query: [["limit", 100]], signal });
}

export const reactionLogKey = (recordType: ReactableType, recordID: number) =>
  ["reactions", "log", recordType, recordID] as const;

export function deleteReaction(recordType: ReactableType, recordID: number, userID: number) {
  return apiRequest<void>(`${base(recordType, recordID)}/${userID}`, { method: "DELETE" });
}
