// Generated from schemas/api/comment.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A comment on a discussion.
 */
export interface Comment {
commentID: number
discussionID: number
categoryID: number
parentCommentID: (number | null)
depth: number
/**
 * Sanitized HTML.
 */
body: string
insertUserID: number
insertUser?: UserFragment
/**
 * Who last edited the comment (null when never edited).
 */
updateUserID?: (number | null)
updateUser?: UserFragment1
/**
 * The discussion the comment is in (expand=discussion).
 */
discussion?: {
discussionID: number
name: string
url: string
}
dateInserted: string
dateUpdated: (string | null)
score: number
/**
 * Q&A: the answer's status on a question (null = not reviewed).
 */
answerStatus?: (("accepted" | "rejected") | null)
url: string
/**
 * Each reaction type's count and whether the viewer chose it (the comment thread and the list of a discussion's comments).
 */
reactions?: Reaction[]
reportMeta?: ReportMeta
/**
 * The existing users the body mentions, in order of first mention. Only in the answer of POST (for notifications).
 */
mentions?: MentionedUser[]
/**
 * Thread answers only: how many replies nest under this comment (at any depth).
 */
countReplies?: number
/**
 * Thread answers only: the replies shown under this comment (GET /comments/thread), oldest first.
 */
children?: Comment1[]
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
/**
 * The few user fields shown beside content.
 */
export interface UserFragment1 {
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
/**
 * One reaction type on a record, as GET /discussions?expand=reactions carries them (docs/reference/api-conventions.md#resources Reaction Discussion.reactions): every active type but the Flag class, zero counts included.
 */
export interface Reaction {
tagID: number
urlcode: string
name: string
class: ("Positive" | "Negative" | "Neutral")
count: number
/**
 * Whether the viewer's reaction on the record is this one.
 */
hasReacted: boolean
/**
 * What one reaction of this type adds to the score.
 */
reactionValue: number
}
/**
 * What moderators (community.moderate in the record's category) see of a post's reports (docs/reference/api-conventions.md#resources Comment context reportMeta.countReports): the reports not yet dismissed or resolved. Absent for everyone else.
 */
export interface ReportMeta {
countReports: number
}
/**
 * A user a post mentions (@name or @"name with spaces") who exists: the post links to their profile.
 */
export interface MentionedUser {
userID: number
name: string
}
/**
 * A comment on a discussion.
 */
export interface Comment1 {
commentID: number
discussionID: number
categoryID: number
parentCommentID: (number | null)
depth: number
/**
 * Sanitized HTML.
 */
body: string
insertUserID: number
insertUser?: UserFragment
/**
 * Who last edited the comment (null when never edited).
 */
updateUserID?: (number | null)
updateUser?: UserFragment2
/**
 * The discussion the comment is in (expand=discussion).
 */
discussion?: {
discussionID: number
name: string
url: string
}
dateInserted: string
dateUpdated: (string | null)
score: number
/**
 * Q&A: the answer's status on a question (null = not reviewed).
 */
answerStatus?: (("accepted" | "rejected") | null)
url: string
/**
 * Each reaction type's count and whether the viewer chose it (the comment thread and the list of a discussion's comments).
 */
reactions?: Reaction[]
reportMeta?: ReportMeta
/**
 * The existing users the body mentions, in order of first mention. Only in the answer of POST (for notifications).
 */
mentions?: MentionedUser[]
/**
 * Thread answers only: how many replies nest under this comment (at any depth).
 */
countReplies?: number
/**
 * Thread answers only: the replies shown under this comment (GET /comments/thread), oldest first.
 */
children?: Comment1[]
}
/**
 * The few user fields shown beside content.
 */
export interface UserFragment2 {
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
