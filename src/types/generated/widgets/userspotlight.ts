// Generated from schemas/widgets/userspotlight.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One member, with a photo, a quote-like description and their counts.
 */
export interface UserSpotlightWidgetProps {
titleType: ("static" | "none")
title: string
subtitle: string
descriptionType: ("static" | "none")
description: string
apiParams: {
userID?: number
}
userTextAlignment: ("left" | "right")
containerOptions: {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
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
 * Darken the image so that light text stays readable.
 */
useOverlay?: boolean
}
