// Generated from schemas/api/draft-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /drafts. A comment draft names its discussion (parentRecordType discussion); a discussion draft its category, or the discussion it edits (recordID).
 */
export interface DraftPost {
recordType: ("discussion" | "comment")
recordID?: (number | null)
parentRecordType?: (("category" | "discussion") | null)
parentRecordID?: (number | null)
attributes: DraftAttributes
}
/**
 * What a draft holds (docs/reference/api-conventions.md#resources Draft attributes).
 */
export interface DraftAttributes {
body?: string
format?: ("markdown" | "text" | "html")
draftType?: string
draftMeta?: DraftMeta
/**
 * When the author last changed it.
 */
lastSaved?: string
groupID?: (number | null)
name?: string
}
/**
 * A draft's post fields: for a discussion its title, category, type, tags and pin; for a comment where it replies.
 */
export interface DraftMeta {
name?: string
postMeta?: {
[k: string]: unknown | undefined
}
/**
 * @maxItems 50
 */
tags?: string[]
/**
 * @maxItems 50
 */
tagIDs?: number[]
/**
 * @maxItems 50
 */
newTagNames?: string[]
categoryID?: (number | null)
postTypeID?: ("discussion" | "question")
pinLocation?: ("none" | "category" | "recent")
pinned?: boolean
publishedSilently?: boolean
commentPath?: string
commentParentID?: (number | null)
}
