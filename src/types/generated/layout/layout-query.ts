// Generated from schemas/layout/layout-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Which layout a page wants (docs/reference/routes.md#layout-routes): the view type, the record it is for, and page params.
 */
export interface LayoutQuery {
/**
 * "post" is what a discussion or comment URL asks for: the server picks discussion or question from the discussion's type; categoryList for a category is recalculated from its displayAs.
 */
layoutViewType: ("home" | "subcommunityHome" | "discussionList" | "categoryList" | "nestedCategoryList" | "discussionCategoryPage" | "post" | "discussion" | "question" | "createPost" | "customPage")
recordType: ("siteSection" | "global" | "category" | "discussion" | "comment" | "customPage")
recordID: (number | string)
params: {
[k: string]: unknown | undefined
}
}
