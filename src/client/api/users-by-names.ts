// GET /api/v2/users/by-names?name={typed}*&order=mention&limit=50&siteSectionID= (spec 000 §7): mention suggestions.
// Spec 000 §8: only a status of 500 or above is an error for this lookup; a refused query (4xx) suggests no one.
import { queryOptions } from "@tanstack/react-query";
import type { MentionSuggestion } from "../../types/generated/api/mention-suggestion";
import { ApiError, apiRequest } from "./http";

export type { MentionSuggestion };

/** Spec 000 §9: at most 50 suggestions. */
export const MENTION_LIMIT = 50;

export async function fetchMentionSuggestions(
  typed: string,
  siteSectionID: number | undefined,
  signal?: AbortSignal,
): Promise<MentionSuggestion[]> {
  try {
    return await apiRequest<MentionSuggestion[]>("/users/by-names/", {
      query: [
        ["name", `${typed}*`],
        ["order", "mention"],
        ["limit", MENTION_LIMIT],
        ["siteSectionID", siteSectionID ?? ""],
      ],
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return [];
    throw error;
  }
}

export function mentionSuggestionsQueryOptions(typed: string, siteSectionID?: number) {
  return queryOptions({
    queryKey: ["users", "by-names", typed, siteSectionID ?? null] as const,
    queryFn: ({ signal }) => fetchMentionSuggestions(typed, siteSectionID, signal),
    // Typing back over the same letters reuses the answer for a while instead of asking again.
    staleTime: 60_000,
    retry: false,
  });
}
