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
/**
 * A question takes answers (Q&A); default discussion.
 */
type?: ("discussion" | "question")
/**
 * Existing tags to file it under (with tagging on); unknown ids are an error.
 * 
 * @maxItems 50
 */
tagIDs?: number[]
}
