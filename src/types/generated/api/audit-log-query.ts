// Generated from schemas/api/audit-log-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /audit-logs: newest first, optionally one record's history; paging in the response headers.
 */
export interface AuditLogQuery {
recordType?: string
recordID?: number
page: number
limit: number
}
