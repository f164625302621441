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
url: string
/**
 * The existing users the body mentions, in order of first mention. Only in the answer of POST (for notifications).
 */
mentions?: MentionedUser[]
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
}
/**
 * A user a post mentions (@name or @"name with spaces") who exists: the post links to their profile.
 */
export interface MentionedUser {
userID: number
name: string
}
