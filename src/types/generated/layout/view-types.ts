// Generated from schemas/layout/view-types.schema.json by scripts/generate-types.ts. Do not edit.

export type LayoutViewTypeName = ("home" | "subcommunityHome" | "discussionList" | "categoryList" | "nestedCategoryList" | "discussionCategoryPage" | "discussion" | "question" | "createPost" | "customPage" | "knowledgeHome" | "helpCenterKnowledgeBase" | "helpCenterCategory" | "helpCenterArticle" | "guideArticle" | "group")
export type ApplyRecordType = ("global" | "category" | "siteSection" | "customPage" | "knowledgeBase" | "group")

/**
 * The shape of schemas/layout/view-types.json: the layout view types, with named sets of page params and resolved params that several view types share.
 */
export interface ViewTypeTable {
$comment?: string
/**
 * Named sets of page params: each a map of param name to its JSON Schema.
 */
paramSets: {
[k: string]: {
[k: string]: {

} | undefined
} | undefined
}
/**
 * Named lists of the params the server resolves (nested ones flattened with "/").
 */
resolvedParamSets: {
[k: string]: string[] | undefined
}
viewTypes: ViewTypeEntry[]
}
export interface ViewTypeEntry {
name: LayoutViewTypeName
/**
 * The view type's name in the dashboard.
 */
label: string
/**
 * The file template's layoutID (layouts/<id>.json); null when each layout comes with its record.
 */
templateID: (string | null)
/**
 * Where a layout of this type may be applied.
 */
recordTypes: ApplyRecordType[]
/**
 * Names of the paramSets whose params this view type accepts, besides the common ones.
 */
paramSets: string[]
/**
 * Names of the resolvedParamSets the server adds for this view type.
 */
resolvedParamSets: string[]
}
