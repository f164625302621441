// GET /api/v2/audit-logs (site.manage): the dashboard's changes, newest first; the roles page asks for one role's.
import { useQuery } from "@tanstack/react-query";
import type { AuditLogEntry } from "../../types/generated/api/audit-log-entry";
import { apiRequest } from "./http";

export type { AuditLogEntry };

export function useRecordHistory(recordType: string, recordID: number, limit = 10) {
  return useQuery({
    queryKey: ["audit-logs", recordType, recordID, limit] as const,
    queryFn: ({ signal }) =>
      apiRequest<AuditLogEntry[]>("/audit-logs", {
        query: [
          ["recordType", recordType],
          ["recordID", recordID],
          ["limit", limit],
        ],
        signal,
      }),
    retry: false,
  });
}
