// The content log (moderators): GET /api/v2/logs (a post's revisions, a discussion's deleted comments, or a
// filtered list) and POST /logs/{id}/restore (a deleted comment back in its thread). Every log query lives under
// contentLogKeys.all.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentLogEntry } from "../../types/generated/api/content-log-entry";
import type { ContentLogQuery } from "../../types/generated/api/content-log-query";
import { commentKeys } from "./comments";
import { apiRequest } from "./http";

export type ContentLogParams = Partial<ContentLogQuery>;

export const contentLogKeys = {
  all: ["content-log"] as const,
  lists: () => [...contentLogKeys.all, "list"] as const,
  list: (query: ContentLogParams) => [...contentLogKeys.lists(), query] as const,
};

export function getContentLog(query: ContentLogParams, signal?: AbortSignal): Promise<ContentLogEntry[]> {
  return apiRequest<ContentLogEntry[]>("/logs", { query: Object.entries(query), signal });
}

export function restoreFromLog(logID: number): Promise<{ commentID: number }> {
  return apiRequest<{ commentID: number }>(`/logs/${logID}/restore`, { method: "POST" });
}

export function contentLogQuery(query: ContentLogParams) {
  return queryOptions({
    queryKey: contentLogKeys.list(query),
    queryFn: ({ signal }) => getContentLog(query, signal),
  });
}

export function useContentLog(query: ContentLogParams) {
  return useQuery(contentLogQuery(query));
}

/** Restores a deleted comment; the log and the cached comments are read again (the caller is not held for it). */
export function useRestoreFromLogMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreFromLog,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contentLogKeys.all });
      void queryClient.invalidateQueries({ queryKey: commentKeys.all });
    },
  });
}
