// Generated from schemas/widgets/community-search.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A search box that submits to the search page, scoped to a domain (posts, places or members).
 */
export interface SearchWidgetProps {
/**
 * Set by the server on a category page: its search box searches within this category (and the categories below it) until the reader widens it to the whole forum.
 */
searchCategory?: {
categoryID: number
name: string
}
titleType: ("static" | "none")
title: string
descriptionType: ("static" | "none")
description: string
placeholder: string
/**
 * Corner radius of the box and button in px; the theme's when absent.
 */
borderRadius?: number
/**
 * What the search looks through.
 */
domain: ("all" | "discussions" | "places" | "members")
/**
 * With domain places: which kinds of place.
 */
places: ("category")[]
/**
 * With domain discussions: only these post types (all when empty).
 */
postType: ("discussion" | "question" | "poll")[]
containerOptions?: ContainerOptions
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
