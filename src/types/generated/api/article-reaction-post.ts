// Generated from schemas/api/article-reaction-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /articles/{id}/reactions: "Was this helpful?". The same answer again takes it back.
 */
export interface ArticleReactionPost {
helpful: boolean
}
