// GET/POST /analytics/privacy (spec 000 §7: AnonymizeData '1' opted out, '0' opted in, '-1' no choice; the server
// keeps a guest's choice in a cookie) and POST /tick, the page-view event (spec 000 §4).
import type { AnalyticsPrivacy } from "../../types/generated/api/analytics-privacy";
import type { TickResult } from "../../types/generated/api/tick-result";
import { apiRequest } from "./http";

export type AnonymizeData = AnalyticsPrivacy["AnonymizeData"];

export function getAnalyticsPrivacy(): Promise<AnalyticsPrivacy> {
  return apiRequest<AnalyticsPrivacy>("/analytics/privacy");
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
