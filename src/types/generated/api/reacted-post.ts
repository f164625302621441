// Generated from schemas/api/reacted-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One of a user's posts (a discussion or a comment) that received a given reaction: an item of GET /users/{id}/reacted-posts, the list of /profile/reactions/{userName}?reaction=.
 */
export interface ReactedPost {
recordType: ("discussion" | "comment")
recordID: number
discussionID: number
categoryID: number
/**
 * The discussion's title (for a comment, the title of the discussion it is in).
 */
name: string
/**
 * Plain text of the post's body, about 200 characters.
 */
excerpt: string
url: string
dateInserted: string
/**
 * How many reactions of this type the post received.
 */
count: number
dateLastReacted: string
}
