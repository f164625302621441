// Generated from schemas/widgets/hydrated/categories.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Categories widget receives after hydration.
 */
export type CategoriesWidgetHydrated = (CategoriesWidgetProps & {
itemData: Category[]
/**
 * Present when categoryOptions.followButton.display is on and the viewer is signed in: who follows, and which of the listed categories they already follow.
 */
follow?: {
userID: number
followedCategoryIDs: number[]
/**
 * Which of the listed categories may be in the viewer's digest (digests on and the category allowed); absent: every one.
 */
digestCategoryIDs?: number[]
}
})

/**
 * Categories as a list, a grid of tiles or a carousel, with their counts.
 */
export interface CategoriesWidgetProps {
/**
 * static = the title below; none = no title; a param ref (e.g. siteSection/name) = that page value.
 */
titleType: ("static" | "none")
title: string
subtitle: string
descriptionType: ("static" | "none" | "siteSection/description" | "category/description")
description: string
apiParams: {
/**
 * featured = the featured categories (or exactly featuredCategoryID); parentCategory = the children of apiParams.parentCategoryID; category = the children of the page's category or of apiParams.categoryID (filterCategorySubType); subcommunity = the top of a site section's tree (filterSubcommunitySubType).
 */
filter: ("none" | "featured" | "parentCategory" | "category" | "subcommunity")
parentCategoryID?: number
/**
 * contextual = follow the page's category; set = the one chosen below.
 */
filterCategorySubType: ("contextual" | "set")
categoryID?: number
/**
 * contextual = follow the page's site section; set = the one chosen below.
 */
filterSubcommunitySubType: ("contextual" | "set")
siteSectionID?: number
/**
 * The featured filter's categories, in this order; empty = every category marked featured.
 * 
 * @maxItems 100
 */
featuredCategoryID?: number[]
/**
 * Only categories the viewer follows. Guests and members who follow nothing see no widget.
 */
followed: boolean
featured?: boolean
limit: number
}
/**
 * The shared home-widget item options (docs/reference/ui-behaviour.md#home-widgets).
 */
itemOptions: HomeWidgetItemOptions
categoryOptions: CategoryOptions
containerOptions?: ContainerOptions
}
/**
 * How each item of a home widget looks (docs/reference/ui-behaviour.md#home-widgets home widgets): content type, image placement, box, what is shown.
 */
export interface HomeWidgetItemOptions {
contentType: ("title-description" | "title-description-image" | "title-description-icon" | "title-background" | "title-background-description" | "title-chat-bubble")
imagePlacement: ("top" | "left")
imagePlacementMobile: ("top" | "left")
alignment: ("left" | "center")
box: {
borderType: ("none" | "border" | "shadow")
background?: WidgetBackground
/**
 * The item box's border when borderType is border; each unset value is the theme's.
 */
border: {
color?: string
width?: number
style: ("solid" | "dashed" | "dotted" | "double" | "none")
radius?: number
}
/**
 * Padding inside the item box, px: a side's own value wins over horizontal/vertical, which win over all.
 */
spacing: {
all?: number
horizontal?: number
vertical?: number
top?: number
bottom?: number
left?: number
right?: number
}
}
/**
 * The items' text colour; empty = the theme's.
 */
fg?: string
display: {
name: boolean
description: boolean
counts: boolean
/**
 * Show the view-more call to action (itemOptions.viewMore) at the bottom of each tile.
 */
cta: boolean
}
/**
 * Image URL used when an item has none.
 */
fallbackImage?: string
/**
 * Icon URL used when an item has none.
 */
fallbackIcon?: string
/**
 * The call to action each tile shows when display.cta is on.
 */
viewMore: {
labelCode: string
buttonType: ("standard" | "primary" | "transparent" | "translucid" | "text" | "custom")
}
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
/**
 * A category (docs/reference/api-conventions.md#resources Category).
 */
export interface Category {
categoryID: number
/**
 * -1 for top-level categories.
 */
parentCategoryID: number
name: string
urlcode: string
url: string
description: string
displayAs: ("discussions" | "categories" | "flat" | "heading")
depth: number
featured?: boolean
iconUrl?: (string | null)
bannerImageUrl?: (string | null)
countDiscussions: number
countComments: number
countAllDiscussions: number
countAllComments: number
countFollowers?: number
lastPost?: (null | {
discussionID?: number
commentID?: number
name: string
url: string
dateInserted: string
insertUser?: UserFragment
})
children?: Category[]
breadcrumbs?: Breadcrumb[]
}
/**
 * The few user fields shown beside content.
 */
export interface UserFragment {
userID: number
name: string
photoUrl: string
url: string
dateLastActive?: (string | null)
title?: string
banned?: (0 | 1)
private?: boolean
/**
 * Set when no real member can be named (spec 000 §3 placeholder users, docs/reference/errors.md#users): deleted = a deleted account ('Deleted User'), unknown = an id naming no account ('Unknown User'), removed = no user named at all ('Removed User'). name then holds the English placeholder name.
 */
placeholder?: ("deleted" | "unknown" | "removed")
/**
 * The author's signature (spec 001 §3 signature.body), only beside a post shown in full (a discussion, a thread's comments) while signatures.enabled: body is sanitized HTML rendered on the server from the member's Markdown; hideMobile and imageMaxHeight are the site's signatures.hideMobile and signatures.imageMaxHeight (px, 0 = no cap).
 */
signature?: {
body: string
hideMobile: boolean
imageMaxHeight: number
}
}
/**
 * One step of the path to a record.
 */
export interface Breadcrumb {
name: string
url: string
}
