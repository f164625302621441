// Generated from schemas/api/draft-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /drafts. A comment draft names its discussion (parentRecordType discussion); a discussion draft its category, or the discussion it edits (recordID); an article draft its knowledge base (parentRecordType knowledgeBase, draftMeta.knowledgeBaseID), or the article it edits (recordID).
 */
export interface DraftPost {
recordType: ("discussion" | "comment" | "article")
recordID?: (number | null)
parentRecordType?: (("category" | "discussion" | "knowledgeBase") | null)
parentRecordID?: (number | null)
attributes: DraftAttributes
}
/**
 * What a draft holds (docs/reference/api-conventions.md#resources Draft attributes).
 */
export interface DraftAttributes {
/**
 * The text: a post takes 50,000 characters when posted, an article 100,000.
 */
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
 * A draft's post fields: for a discussion its title, category, type, tags and pin; for a comment where it replies; for an article its title, excerpt, knowledge base and knowledge category.
 */
export interface DraftMeta {
/**
 * A discussion's title (posting takes 100 characters) or an article's (200).
 */
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
/**
 * An article's summary.
 */
excerpt?: string
/**
 * The knowledge base an article draft belongs to.
 */
knowledgeBaseID?: (number | null)
/**
 * An article draft's knowledge category (null = the knowledge base's top level).
 */
knowledgeCategoryID?: (number | null)
}
