// Generated from schemas/widgets/hydrated/rss.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the RSS widget receives after hydration (never empty: the widget is hidden when the feed is).
 */
export type RSSWidgetHydrated = (RSSWidgetProps & {
itemData: HomeWidgetItem[]
})

/**
 * The latest items of an RSS or Atom feed, fetched by the server.
 */
export interface RSSWidgetProps {
titleType: ("static" | "none")
title: string
subtitle: string
descriptionType: ("static" | "none")
description: string
apiParams: {
/**
 * An http(s) URL of an RSS 2.0 or Atom feed, or a path of this site's own feeds (/discussions/feed.rss, /categories/{urlcode}/feed.rss), read without a network round trip. Empty until the author sets one: the widget stays hidden.
 */
feedUrl: string
fallbackImageUrl?: string
limit: number
}
containerOptions: ContainerOptions
itemOptions: HomeWidgetItemOptions
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
/**
 * One item of a home widget: a link with a name, and optionally a description, an image, an icon and counts.
 */
export interface HomeWidgetItem {
to: string
name: string
/**
 * Plain text.
 */
description?: string
imageUrl?: string
iconUrl?: string
counts?: {
label: string
count: number
}[]
}
