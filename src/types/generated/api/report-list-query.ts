// Generated from schemas/api/report-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /reports (community.moderate): newest first, a page at a time (paging in headers). statuses: none = not yet dismissed or resolved (new and escalated).
 */
export interface ReportListQuery {
/**
 * A comma-separated list or repeated parameters; empty = every status.
 */
statuses?: string[]
recordType?: ("discussion" | "comment")
recordID?: number
page: number
limit: number
}
