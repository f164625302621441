// Generated from schemas/widgets/hydrated/new-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the New Post menu receives: the post types the viewer may create (none: the widget is hidden).
 */
export type NewPostMenuHydrated = (NewPostMenuProps & {
items: {
id: ("discussion" | "question" | "poll")
label: string
/**
 * Where the item leads: the post form URL.
 */
action: string
type: "link"
icon: ("comment" | "question" | "poll")
asOwnButton: boolean
}[]
})

/**
 * A New Post button (or separate buttons) for the post types the viewer may create.
 */
export interface NewPostMenuProps {
titleType: ("static" | "none")
title: string
/**
 * The post types offered, in this order.
 */
postableDiscussionTypes: ("discussion" | "question" | "poll")[]
/**
 * Post types shown as their own button next to the menu instead of inside it.
 */
asOwnButtons: ("discussion" | "question" | "poll")[]
/**
 * Post types never offered here.
 */
excludedButtons: ("discussion" | "question" | "poll")[]
/**
 * Button corner radius in px; the theme's when absent.
 */
borderRadius?: number
customLabels: {
showLabels: boolean
menu?: string
discussion?: string
question?: string
poll?: string
}
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
