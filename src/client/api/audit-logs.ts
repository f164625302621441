// GET /audit-logs (site.manage): the dashboard's changes, newest first; the roles page asks for one role's.
// Every change made from the dashboard invalidates auditLogKeys.all.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditLogEntry } from "../../types/generated/api/audit-log-entry";
import { apiRequest } from "./http";

export type { AuditLogEntry };

export interface RecordHistoryParams {
  recordType: string;
  recordID: number;
  limit: number;
}

export const auditLogKeys = {
  all: ["audit-logs"] as const,
  lists: () => [...auditLogKeys.all, "list"] as const,
  list: (params: RecordHistoryParams) => [...auditLogKeys.lists(), params] as const,
};

export function fetchRecordHistory(params: RecordHistoryParams, signal?: AbortSignal) {
  return apiRequest<AuditLogEntry[]>("/audit-logs", {
    query: [
      ["recordType", params.recordType],
      ["recordID", params.recordID],
      ["limit", params.limit],
    ],
    signal,
  });
}

export function recordHistoryQuery(params: RecordHistoryParams) {
  return queryOptions({
    queryKey: auditLogKeys.list(params),
    queryFn: ({ signal }) => fetchRecordHistory(params, signal),
    retry: false,
  });
}

export function useRecordHistory(recordType: string, recordID: number, limit = 10) {
  return useQuery(recordHistoryQuery({ recordType, recordID, limit }));
}
