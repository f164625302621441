// Generated from schemas/widgets/common/category-options.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What each category item shows (docs/reference/layout-widgets.md#widget-props-in-detail categoryOptions), shared by the Categories widget and the Category List page asset.
 */
export interface CategoryOptions {
/**
 * Whether list rows show each category's description.
 */
description: {
/**
 * Show the description in list rows. Unset: rows follow itemOptions.display.description, as tiles do.
 */
display?: boolean
}
/**
 * A Follow toggle on each category that holds discussions, for signed-in members.
 */
followButton: {
display: boolean
}
metas: {
/**
 * text = "12 discussions"; icon = an icon and the number, the words kept for screen readers.
 */
asIcons: ("text" | "icon")
/**
 * Counts that add up the subcategories' too. Unset: every count does.
 */
includeSubcategoriesCount?: ("discussions" | "comments" | "posts")[]
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
