// Generated from schemas/api/post-source.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /discussions/{id}/edit and GET /comments/{id}/edit: a post as its editor needs it (the source text, not HTML), for those who may edit it now.
 */
export interface PostSource {
recordType: ("discussion" | "comment")
recordID: number
discussionID: number
categoryID: number
/**
 * Discussions only: the title.
 */
name?: string
/**
 * The source text.
 */
body: string
format: string
insertUserID: number
dateInserted: string
dateUpdated: (string | null)
updateUserID: (number | null)
/**
 * The discussion is closed.
 */
closed: boolean
/**
 * When the viewer's right to edit ends; null when it does not (an editor, or no time limit).
 */
editableUntil: (string | null)
}
