// Generated from schemas/api/search-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /search and GET /search/summary (docs/reference/search.md). Filters that only apply to discussions (types, categoryID(s), followedCategories, includeChildCategories, includeArchivedCategories, tags) are dropped with a warning when recordTypes holds no discussion or comment; the article filters (knowledgeBaseID, knowledgeCategoryIDs) when it holds no article; the authors (insertUserNames, insertUserIDs) when it holds none of them.
 */
export interface SearchQuery {
/**
 * websearch syntax: words, "quoted phrases", or, -exclusion. Blank = every record the filters let through.
 */
query?: string
/**
 * Record types to search (the domain); default discussion and comment.
 */
recordTypes?: string[]
/**
 * Discussion types.
 */
types?: string[]
categoryID?: number
/**
 * @maxItems 50
 */
categoryIDs?: number[]
/**
 * Articles of this knowledge base only (an article filter).
 */
knowledgeBaseID?: number
/**
 * Articles of these knowledge categories and the categories below them (an article filter).
 * 
 * @maxItems 50
 */
knowledgeCategoryIDs?: number[]
/**
 * Only categories the signed-in viewer follows.
 */
followedCategories: boolean
includeChildCategories: boolean
includeArchivedCategories: boolean
/**
 * Words that must appear in the title.
 */
name?: string
/**
 * @maxItems 20
 */
insertUserNames?: []|[string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
/**
 * @maxItems 20
 */
insertUserIDs?: []|[number]|[number, number]|[number, number, number]|[number, number, number, number]|[number, number, number, number, number]|[number, number, number, number, number, number]|[number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number]|[number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number, number]
/**
 * @maxItems 20
 */
tags?: []|[string]|[string, string]|[string, string, string]|[string, string, string, string]|[string, string, string, string, string]|[string, string, string, string, string, string]|[string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]|[string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string]
tagOperator: ("and" | "or")
/**
 * and: every word must match; or: at least one of them.
 */
queryOperator: ("and" | "or")
/**
 * A date range: [2026-01-01,2026-02-01], (a,b), >=2026-01-01, <2026-03-01 or a single date (that whole day).
 */
dateInserted?: string
locale?: string
siteSectionID?: number
sort: ("relevance" | "-dateInserted" | "dateInserted")
page: number
limit: number
/**
 * Extra fields: insertUser, breadcrumbs or all.
 */
expand?: string[]
}
