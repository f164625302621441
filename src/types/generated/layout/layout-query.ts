// Generated from schemas/layout/layout-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Which layout a page wants (spec 001 §2.7): the view type, the record it is for, and page params.
 */
export interface LayoutQuery {
layoutViewType: ("home" | "discussionList")
recordType: ("siteSection" | "global" | "category" | "discussion")
recordID: (number | string)
params: {
[k: string]: unknown | undefined
}
}
