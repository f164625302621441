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
viewAll?: {
showViewAll?: boolean
to?: string
name: string
position: ("top" | "bottom")
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
