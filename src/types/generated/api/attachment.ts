// Generated from schemas/api/attachment.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A post escalated to another system by an integration (docs/reference/integrations.md): the external item's id, address and state, and labelled facts about it, as last refreshed.
 */
export interface Attachment {
attachmentID: number
/**
 * The integration's type, e.g. github-issue or webhook.
 */
attachmentType: string
recordType: ("discussion" | "comment")
recordID: number
/**
 * The external item's id in the other system's words (e.g. #42).
 */
sourceID: string
sourceUrl: string
/**
 * The external item's state (open, closed, …).
 */
status: string
metadata: {
/**
 * An English label, translated through the catalogue.
 */
labelCode: string
value: string
url?: string
}[]
insertUserID: number
insertUser?: UserFragment
dateInserted: string
dateUpdated?: (string | null)
dateRefreshed: string
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
