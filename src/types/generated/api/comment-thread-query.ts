// Generated from schemas/api/comment-thread-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /comments/thread: one page of a discussion's top-level comments (keyset paged) with their replies nested to maxDepth. Paging headers count top-level comments.
 */
export interface CommentThreadQuery {
discussionID: number
/**
 * Order of the top-level comments: oldest, newest, top (score), trending (score weighted by age, services/comment-thread/trending.ts). Replies are always oldest first.
 */
sort: ("dateInserted" | "-dateInserted" | "-score" | "-experimentalTrending")
page: number
/**
 * Top-level comments per page.
 */
limit: number
/**
 * 1 = flat. Replies deeper than maxDepth are shown at maxDepth.
 */
maxDepth: number
/**
 * Answer the page holding this comment (its top-level ancestor) instead of `page`.
 */
commentID?: number
/**
 * insertUser (authors and last editors) or all.
 */
expand?: string[]
}
