// Generated from schemas/api/comment-quote.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /comments/{id}/quote: the comment as Markdown to insert in a reply, a blockquote attributed to its author (> @name wrote:).
 */
export interface CommentQuote {
commentID: number
markdown: string
url: string
}
