// GET/POST /analytics/privacy (AnonymizeData '1' opted out, '0' opted in, '-1' no choice; the server
// keeps a guest's choice in a cookie) and POST /tick, the page-view event. The page-view tracker
// reads the choice once per app, before the query cache exists, so it calls the fetcher itself.
import { queryOptions } from "@tanstack/react-query";
import type { AnalyticsPrivacy } from "../../types/generated/api/analytics-privacy";
import type { TickResult } from "../../types/generated/api/tick-result";
import { apiRequest } from "./http";

export type AnonymizeData = AnalyticsPrivacy["AnonymizeData"];

export const analyticsKeys = {
  all: ["analytics"] as const,
  privacy: () => [...analyticsKeys.all, "privacy"] as const,
};

export function getAnalyticsPrivacy(signal?: AbortSignal): Promise<AnalyticsPrivacy> {
  return apiRequest<AnalyticsPrivacy>("/analytics/privacy", { signal });
}

export function analyticsPrivacyQuery() {
  return queryOptions({
    queryKey: analyticsKeys.privacy(),
    queryFn: ({ signal }) => getAnalyticsPrivacy(signal),
    retry: false,
  });
}

export function setAnalyticsPrivacy(value: AnonymizeData): Promise<AnalyticsPrivacy> {
  return apiRequest<AnalyticsPrivacy>("/analytics/privacy", {
    method: "POST",
    body: { AnonymizeData: value },
  });
}

export function sendTick(path: string): Promise<TickResult | undefined> {
  return apiRequest<TickResult | undefined>("/tick", { method: "POST", body: { path } });
}
