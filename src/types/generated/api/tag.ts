// Generated from schemas/api/tag.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A tag on discussions.
 */
export interface Tag {
tagID: number
name: string
urlcode: string
/**
 * "" for ordinary tags, "User" for member tags.
 */
type?: string
countDiscussions?: number
}
