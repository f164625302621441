// GET /api/v2/logs (moderators): a post's revisions or a discussion's deleted comments; POST /logs/{id}/restore.
import { useQuery } from "@tanstack/react-query";
import type { ContentLogEntry } from "../../types/generated/api/content-log-entry";
import type { ContentLogQuery } from "../../types/generated/api/content-log-query";
import { apiRequest } from "./http";

export function getContentLog(query: Partial<ContentLogQuery>): Promise<ContentLogEntry[]> {
  return apiRequest<ContentLogEntry[]>("/logs", { query: Object.entries(query) });
}

export function useContentLogQuery(query: Partial<ContentLogQuery>) {
  return useQuery({ queryKey: ["content-log", query], queryFn: () => getContentLog(query) });
}

export function restoreFromLog(logID: number): Promise<{ commentID: number }> {
  return apiRequest<{ commentID: number }>(`/logs/${logID}/restore`, { method: "POST" });
}
