// Generated from schemas/api/discussion-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /discussions: a new discussion, its body stored as source and rendered to sanitized HTML.
 */
export interface DiscussionPost {
/**
 * The title.
 */
name: string
body: string
format: ("markdown" | "text" | "html")
categoryID: number
}
