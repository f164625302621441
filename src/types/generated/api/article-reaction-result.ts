// Generated from schemas/api/article-reaction-result.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The article's helpful counts and the viewer's own answer after a vote.
 */
export interface ArticleReactionResult {
countHelpful: number
countNotHelpful: number
viewerReaction: ("helpful" | "notHelpful" | null)
}
