// Generated from schemas/widgets/common/category-options.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What each category item shows (layout-format §4.2 categoryOptions), shared by the Categories widget and the Category List page asset.
 */
export interface CategoryOptions {
metas: {
display: {
discussionCount: boolean
commentCount: boolean
postCount: boolean
followerCount: boolean
lastPostName: boolean
lastPostAuthor: boolean
lastPostDate: boolean
subcategories: boolean
}
}
}
