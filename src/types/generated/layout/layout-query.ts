// Generated from schemas/layout/layout-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Which layout a page wants (docs/reference/routes.md#layout-routes): the view type, the record it is for, and page params.
 */
export interface LayoutQuery {
/**
 * "post" is what a discussion or comment URL asks for: the server picks discussion or question from the discussion's type; categoryList for a category is recalculated from its displayAs. "knowledgeBase" is what a knowledge base URL asks for: helpCenterKnowledgeBase for a help center, guideArticle (its first article) for a guide; an article's view type follows its knowledge base's kind.
 */
layoutViewType: ("home" | "subcommunityHome" | "discussionList" | "categoryList" | "nestedCategoryList" | "discussionCategoryPage" | "post" | "discussion" | "question" | "createPost" | "customPage" | "knowledgeHome" | "knowledgeBase" | "helpCenterKnowledgeBase" | "helpCenterCategory" | "helpCenterArticle" | "guideArticle" | "group")
recordType: ("siteSection" | "global" | "category" | "discussion" | "comment" | "customPage" | "knowledgeBase" | "knowledgeCategory" | "article" | "group")
recordID: (number | string)
params: {
[k: string]: unknown | undefined
}
}
