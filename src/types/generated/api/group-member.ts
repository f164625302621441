// Generated from schemas/api/group-member.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A member of a group (GET /groups/{id}/members), or one asking to join (GET /groups/{id}/applicants, role applicant).
 */
export interface GroupMember {
userID: number
role: ("leader" | "member" | "applicant")
/**
 * An applicant's reason for joining.
 */
reason?: string
dateInserted: string
user: UserFragment
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
