// Generated from schemas/api/article-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /articles (articles.add): the first revision is saved with it.
 */
export interface ArticlePost {
knowledgeBaseID: number
/**
 * null or absent = the top level.
 */
knowledgeCategoryID?: (number | null)
name: string
body: string
format: ("markdown" | "text" | "html")
excerpt?: string
status: ("draft" | "published")
/**
 * With status draft: published by the scheduler at this (future) time.
 */
dateScheduled?: (string | null)
sort?: number
}
