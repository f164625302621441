// Generated from schemas/api/content-log-entry.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One entry of the content log: what a record was before an operation (edit: the previous text; delete: the whole deleted record).
 */
export interface ContentLogEntry {
logID: number
recordType: string
recordID: number
parentRecordID: (number | null)
operation: string
/**
 * The record before the operation: name, body (source), format, and for deletions every column.
 */
data: {
[k: string]: unknown | undefined
}
/**
 * data.body rendered to sanitized HTML, when the entry holds a body.
 */
bodyHtml?: string
/**
 * Who did it.
 */
insertUserID: number
insertUser?: UserFragment
/**
 * Who wrote the record.
 */
recordUserID: (number | null)
recordUser?: UserFragment
dateInserted: string
/**
 * Whether the record exists now (a deleted comment that was not restored: false).
 */
recordExists: boolean
}
/**
 * The few user fields shown beside content.
 */
export interface UserFragment {
userID: number
name: string
photoUrl: string
url: string
dateLastActive?: (string | null)
title?: string
banned?: (0 | 1)
private?: boolean
/**
 * Set when no real member can be named (spec 000 §3 placeholder users, docs/reference/errors.md#users): deleted = a deleted account ('Deleted User'), unknown = an id naming no account ('Unknown User'), removed = no user named at all ('Removed User'). name then holds the English placeholder name.
 */
placeholder?: ("deleted" | "unknown" | "removed")
/**
 * The author's signature (spec 001 §3 signature.body), only beside a post shown in full (a discussion, a thread's comments) while signatures.enabled: body is sanitized HTML rendered on the server from the member's Markdown; hideMobile and imageMaxHeight are the site's signatures.hideMobile and signatures.imageMaxHeight (px, 0 = no cap).
 */
signature?: {
body: string
hideMobile: boolean
imageMaxHeight: number
}
}
