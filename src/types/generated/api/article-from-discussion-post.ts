// Generated from schemas/api/article-from-discussion-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /articles/from-discussion (discussions.moderate in the discussion's category and articles.add in the knowledge base).
 */
export interface ArticleFromDiscussionPost {
discussionID: number
/**
 * An accepted answer of that question: its body becomes the article's.
 */
commentID?: number
knowledgeBaseID: number
knowledgeCategoryID?: (number | null)
status: ("draft" | "published")
}
