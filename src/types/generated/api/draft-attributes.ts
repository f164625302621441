// Generated from schemas/api/draft-attributes.schema.json by scripts/generate-types.ts. Do not edit.

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
