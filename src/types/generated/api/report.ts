// Generated from schemas/api/report.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A member's report of a discussion or comment to the moderators (the queue at /dashboard/content/reports).
 */
export interface Report {
reportID: number
recordType: ("discussion" | "comment")
recordID: number
discussionID: number
categoryID: number
reason: ("spam" | "abuse" | "inappropriate" | "other")
noteBody: string
status: ("new" | "escalated" | "dismissed" | "resolved")
insertUserID: number
insertUser?: UserFragment
dateInserted: string
updateUserID: (number | null)
updateUser?: (UserFragment | null)
dateUpdated: (string | null)
/**
 * The reported post as it is now (in the queue): its discussion's name, its address and an excerpt; absent when the post was deleted.
 */
record?: {
name: string
url: string
excerpt: string
insertUserID: number
insertUser?: UserFragment
}
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
