// Generated from schemas/api/analytics-privacy.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body and answer of GET/POST /analytics/privacy (docs/reference/api-conventions.md#resources AnonymizeData): '1' the viewer opted out of page-view analytics, '0' opted in, '-1' no choice made (the site default: counted).
 */
export interface AnalyticsPrivacy {
AnonymizeData: ("1" | "0" | "-1")
}
