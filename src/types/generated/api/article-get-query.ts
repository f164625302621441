// Generated from schemas/api/article-get-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /articles/{id}.
 */
export interface ArticleGetQuery {
/**
 * Show the article's current revision in this locale when one exists (translated: true).
 */
locale?: string
/**
 * insertUser, updateUser, breadcrumbs, source (bodyRaw and format, editors only) or all.
 */
expand?: string[]
}
