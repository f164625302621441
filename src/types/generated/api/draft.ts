// Generated from schemas/api/draft.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A member's unposted discussion or comment (docs/reference/api-conventions.md#resources Draft): seen and changed by its author only.
 */
export interface Draft {
draftID: number
recordType: ("discussion" | "comment")
/**
 * The post the draft edits.
 */
recordID: (number | null)
parentRecordType: (("category" | "discussion") | null)
parentRecordID: (number | null)
insertUserID: number
attributes: DraftAttributes
draftStatus: ("draft" | "scheduled" | "error")
dateScheduled: (string | null)
publishedSilently: boolean
/**
 * Why a scheduled publication failed (draftStatus error).
 */
error: (string | null)
dateInserted: string
dateUpdated: string
/**
 * Where the draft is edited: the post form for a discussion, the discussion for a comment.
 */
editUrl: string
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
