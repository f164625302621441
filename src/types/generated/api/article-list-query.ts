// Generated from schemas/api/article-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /articles (docs/reference/knowledge-base.md#api): articles without bodies, paged like /discussions.
 */
export interface ArticleListQuery {
knowledgeBaseID?: number
/**
 * 0 = the top level only (no category).
 */
knowledgeCategoryID?: number
includeSubcategories: boolean
featured?: boolean
/**
 * Default published; drafts and deleted ones only from knowledge bases the viewer writes in.
 */
status?: string[]
sort: ("sort" | "-dateInserted" | "-dateUpdated" | "name" | "featured")
page: number
limit: number
/**
 * A locale key (en, fr, pt-BR).
 */
locale?: string
/**
 * insertUser, updateUser, breadcrumbs or all.
 */
expand?: string[]
}
