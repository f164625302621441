// Generated from schemas/widgets/category-list-asset.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The categories page's own list (layout-format §4.1 Category List): the top of the site section's tree, or the children of the page's category on a nested category page, paged, with heading categories shown as headings over their children. On a discussion category page it lists the category's subcategories (hidden when there are none), unpaged: the page number there pages the discussions.
 */
export interface CategoryListAssetProps {
/**
 * static = the title below; none = no title; category/name = the page's category name (the title when the page has none).
 */
titleType: ("static" | "none" | "category/name")
title: string
subtitle: string
descriptionType: ("static" | "none" | "siteSection/description" | "category/description")
description: string
apiParams: {
/**
 * Top-level categories per page; the page number comes from the URL (/categories/{id}/p{page}).
 */
limit: number
}
/**
 * The shared home-widget item options (spec 001 §9).
 */
itemOptions: HomeWidgetItemOptions
categoryOptions: CategoryOptions
containerOptions?: ContainerOptions
/**
 * Always the page's own list: it follows the page's category and page number.
 */
isAsset: boolean
}
/**
 * How each item of a home widget looks (spec 001 §9 home widgets): content type, image placement, box, what is shown.
 */
export interface HomeWidgetItemOptions {
contentType: ("title-description" | "title-description-image" | "title-description-icon" | "title-background" | "title-background-description" | "title-chat-bubble")
imagePlacement: ("top" | "left")
imagePlacementMobile: ("top" | "left")
alignment: ("left" | "center")
box: {
borderType: ("none" | "border" | "shadow")
background?: WidgetBackground
}
display: {
name: boolean
description: boolean
counts: boolean
}
/**
 * Image URL used when an item has none.
 */
fallbackImage?: string
/**
 * Icon URL used when an item has none.
 */
fallbackIcon?: string
}
export interface WidgetBackground {
/**
 * A CSS colour; empty = the theme's.
 */
color?: string
/**
 * Image URL; empty = none.
 */
image?: string
position?: string
size?: ("cover" | "contain" | "auto")
repeat?: ("no-repeat" | "repeat" | "repeat-x" | "repeat-y")
/**
 * Darken the image so that light text stays readable.
 */
useOverlay?: boolean
}
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
/**
 * How a widget's box and header look, and how its items are laid out.
 */
export interface ContainerOptions {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
headerAlignment: ("left" | "center")
displayType?: ("list" | "grid" | "carousel" | "link")
maxColumnCount?: number
viewAll?: {
showViewAll?: boolean
to?: string
name: string
position: ("top" | "bottom")
}
}
