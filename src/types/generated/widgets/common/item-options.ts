// Generated from schemas/widgets/common/item-options.schema.json by scripts/generate-types.ts. Do not edit.

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
 * Whether the image scrolls with the page (scroll, the browser's default), stays put (fixed) or scrolls with the box's content (local).
 */
attachment?: ("scroll" | "fixed" | "local")
/**
 * Darken the image so that light text stays readable.
 */
useOverlay?: boolean
}
