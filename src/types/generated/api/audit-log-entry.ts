// Generated from schemas/api/audit-log-entry.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One change made through the dashboard (GET /audit-logs, site.manage): who (null once that user is deleted), what, when, from where, the audit headers of docs/reference/api-conventions.md#request-headers it carried, and the change (before, after).
 */
export interface AuditLogEntry {
auditLogID: number
userID: (number | null)
/**
 * The acting user's name; null once they are deleted.
 */
userName: (string | null)
/**
 * role.add, role.edit, role.delete, role.permissions
 */
action: string
recordType: string
recordID: (number | null)
requestMethod: string
requestPath: string
ipAddress: string
parentAuditLogID: (number | null)
parentRequestPath: (string | null)
parentRequestMethod: (string | null)
parentRequestQuery: ({
[k: string]: unknown | undefined
} | null)
changes: {
before: unknown
after: unknown
}
dateInserted: string
}
