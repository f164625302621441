// GET /analytics/privacy (AnonymizeData '1' opted out, '0' opted in, '-1' no choice; the server
// keeps a guest's choice in a cookie) and POST /tick, the page-view event. The page-view tracker
// reads the choice once per app, before the query cache exists, so it calls the fetcher itself.
import type { AnalyticsPrivacy } from "../../types/generated/api/analytics-privacy";
import type { TickPost } from "../../types/generated/api/tick-post";
import type { TickResult } from "../../types/generated/api/tick-result";
import { apiRequest } from "./http";

export type AnonymizeData = AnalyticsPrivacy["AnonymizeData"];

export function getAnalyticsPrivacy(signal?: AbortSignal): Promise<AnalyticsPrivacy> {
  return apiRequest<AnalyticsPrivacy>("/analytics/privacy", { signal });
}

/** The tracking event of spec 001 §3 (schemas/api/tick-post.schema.json). */
export function sendTick(event: TickPost): Promise<TickResult | undefined> {
  return apiRequest<TickResult | undefined>("/tick", { method: "POST", body: event });
}
