// Generated from schemas/api/article-preview.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Answer of POST /articles/preview: the body rendered by the posts' renderer and sanitizer.
 */
export interface ArticlePreview {
/**
 * Sanitized HTML.
 */
body: string
}
