// Generated from schemas/api/article-preview-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /articles/preview: an article body as the editor holds it, to be rendered as readers would see it (docs/reference/knowledge-base.md#the-article-editor). Nothing is saved.
 */
export interface ArticlePreviewPost {
body: string
format: ("markdown" | "text" | "html")
}
