// Reactions on discussions and comments: POST /{recordType}s/{id}/reactions toggles the viewer's reaction and
// answers every type's count; GET …/reactions is the log (reactions.view), fetched lazily for tooltips and the log
// modal; DELETE …/reactions/{userID} removes one (the log's delete only removes). Every reaction query lives under
// reactionKeys.all.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ReactionCount } from "../../types/generated/api/reaction-count";
import type { ReactionLogEntry } from "../../types/generated/api/reaction-log-entry";
import { apiRequest } from "./http";

export type { ReactionCount, ReactionLogEntry };
export type ReactableType = "discussion" | "comment";

export const reactionKeys = {
  all: ["reactions"] as const,
  logs: () => [...reactionKeys.all, "log"] as const,
  log: (recordType: ReactableType, recordID: number) =>
    [...reactionKeys.logs(), recordType, recordID] as const,
  /** The mutation key of a record's toggles: one runs at a time per record. */
  toggle: (recordType: ReactableType, recordID: number) =>
    [...reactionKeys.all, "toggle", recordType, recordID] as const,
};

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

export function deleteReaction(recordType: ReactableType, recordID: number, userID: number) {
  return apiRequest<void>(`${base(recordType, recordID)}/${userID}`, { method: "DELETE" });
}

export function reactionLogQuery(recordType: ReactableType, recordID: number) {
  return queryOptions({
    queryKey: reactionKeys.log(recordType, recordID),
    queryFn: ({ signal }) => fetchReactionLog(recordType, recordID, signal),
    retry: false,
  });
}

export function useReactionLog(
  recordType: ReactableType,
  recordID: number,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({ ...reactionLogQuery(recordType, recordID), ...options });
}

/** Toggles the viewer's reaction; the record's log is read again once the server has counted. */
export function useToggleReactionMutation(recordType: ReactableType, recordID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reactionKeys.toggle(recordType, recordID),
    mutationFn: (urlcode: string) => postReaction(recordType, recordID, urlcode),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reactionKeys.log(recordType, recordID) });
    },
  });
}

/** Whether a toggle of this record is on its way, known at once (before React renders the mutation's state). */
export function useIsTogglingReaction(recordType: ReactableType, recordID: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.isMutating({ mutationKey: reactionKeys.toggle(recordType, recordID) }) > 0,
    [queryClient, recordType, recordID],
  );
}

/** Removes someone's reaction from the log; the cached log drops their entry. */
export function useDeleteReactionMutation(recordType: ReactableType, recordID: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userID: number) => deleteReaction(recordType, recordID, userID),
    onSuccess: (_answer, userID) =>
      queryClient.setQueryData<ReactionLogEntry[]>(reactionKeys.log(recordType, recordID), (entries) =>
        entries?.filter((item) => item.userID !== userID),
      ),
  });
}
