// Reports to the moderators: POST /api/v2/reports (flag.add), GET /api/v2/reports (the queue, paging in headers)
// and PATCH /api/v2/reports/{id} (escalate, dismiss, resolve); whether reporting is on is the public config key
// featureFlags.escalations.Enabled (GET /config?select=).
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Report } from "../../types/generated/api/report";
import type { ReportPatch } from "../../types/generated/api/report-patch";
import type { ReportPost } from "../../types/generated/api/report-post";
import { useConfigValue } from "./config";
import { apiRequest } from "./http";
import { apiRequestPage } from "./http-paged";

export type { Report, ReportPatch, ReportPost };

export const ESCALATIONS_FLAG = "featureFlags.escalations.Enabled";

export const reportKeys = {
  all: ["reports"] as const,
  lists: () => [...reportKeys.all, "list"] as const,
  list: (filter: ReportFilter) => [...reportKeys.lists(), filter] as const,
};

export function createReport(input: ReportPost) {
  return apiRequest<Report>("/reports", { method: "POST", body: input });
}

export function patchReport(reportID: number, status: ReportPatch["status"]) {
  return apiRequest<Report>(`/reports/${reportID}`, { method: "PATCH", body: { status } });
}

export interface ReportFilter {
  statuses: string[];
  recordType?: "discussion" | "comment" | undefined;
  recordID?: number | undefined;
  page: number;
}

export function reportsQuery(filter: ReportFilter) {
  return queryOptions({
    queryKey: reportKeys.list(filter),
    queryFn: ({ signal }) =>
      apiRequestPage<Report>(
        "/reports",
        [
          ["statuses", filter.statuses.join(",") || undefined],
          ["recordType", filter.recordType],
          ["recordID", filter.recordID],
          ["page", filter.page],
          ["limit", 30],
        ],
        signal,
      ),
    retry: false,
  });
}

/** Whether members may report posts (false until known). */
export function useReportingEnabled(enabled = true): boolean {
  return useConfigValue(ESCALATIONS_FLAG, enabled) === true;
}

export function useReports(filter: ReportFilter) {
  return useQuery(reportsQuery(filter));
}

export function useCreateReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** Escalates, dismisses or resolves a report; the queue is read again before the call settles. */
export function usePatchReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportID, status }: { reportID: number; status: ReportPatch["status"] }) =>
      patchReport(reportID, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
