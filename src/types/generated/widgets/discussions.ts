// Generated from schemas/widgets/discussions.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A list of discussions: the latest, the top, or those of a category or tag.
 */
export interface DiscussionsWidgetProps {
/**
 * static = the title below; none = no title; a param ref (e.g. siteSection/name) = that page value.
 */
titleType: ("static" | "none" | "category/name")
title: string
subtitle: string
descriptionType: ("static" | "none" | "siteSection/description" | "category/description")
description: string
apiParams: {
/**
 * subcommunity = the categories of the site section in apiParams.siteSectionID, or the page's section; category = only the category in apiParams.categoryID, or the page's category.
 */
filter: ("none" | "subcommunity" | "category")
/**
 * The site section of the subcommunity filter; unset = the page's section.
 */
siteSectionID?: number
categoryID?: number
includeChildCategories: boolean
/**
 * Only posts from categories the viewer follows. Guests and members who follow nothing see no widget (the page asset shows an empty list).
 */
followed: boolean
sort: ("-dateLastComment" | "-dateInserted" | "-score" | "-hot" | "dateInserted")
/**
 * Time frame for top and hot sorts: day, week, month, year, all.
 */
slotType: ("d" | "w" | "m" | "y" | "a")
pinned?: boolean
type?: ("discussion" | "question" | "idea" | "poll")
tagID?: number
limit: number
/**
 * Show each post's first image (from its body), else the fallback image.
 */
featuredImage: boolean
/**
 * Image URL shown for posts without an image of their own.
 */
fallbackImage?: string
}
discussionOptions: {
excerpt: {
display: boolean
}
metas: DiscussionMetaOptions
}
containerOptions?: ContainerOptions
/**
 * The page's own list (discussionList): it follows the page's query string (sort, page, tag).
 */
isAsset: boolean
}
/**
 * What the meta line under each post shows (docs/reference/layout-widgets.md#widget-props-in-detail discussionOptions), shared by the post lists and Suggested Content.
 */
export interface DiscussionMetaOptions {
asIcons: boolean
display: {
category: boolean
startedByUser: boolean
lastUser: boolean
lastCommentDate: boolean
viewCount: boolean
commentCount: boolean
score: boolean
userTags: boolean
unreadCount: boolean
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
/**
 * Which of the two backgrounds the frame paints: inner = only innerBackground, outer = only outerBackground. Unset: both.
 */
visualBackgroundType?: ("inner" | "outer")
displayType?: ("list" | "grid" | "carousel" | "link")
maxColumnCount?: number
/**
 * Where the items of a grid sit when the last row is not full; unset = at the start.
 */
contentAlignment?: ("flex-start" | "center" | "flex-end" | "space-around")
/**
 * The widget's widest width in px, centred in its column; unset = the column's width.
 */
maxWidth?: number
viewAll?: {
showViewAll?: boolean
to?: string
name: string
position: ("top" | "bottom")
}
/**
 * @deprecated
 * Older documents' way to ask for a grid; read as displayType grid when displayType is unset.
 */
isGrid?: boolean
/**
 * @deprecated
 * Older documents' way to ask for a carousel; read as displayType carousel when displayType is unset (it wins over isGrid).
 */
isCarousel?: boolean
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
 * Whether the image scrolls with the page (scroll, the browser's default), stays put (fixed) or scrolls with the box's content (local).
 */
attachment?: ("scroll" | "fixed" | "local")
/**
 * Darken the image so that light text stays readable.
 */
useOverlay?: boolean
}
