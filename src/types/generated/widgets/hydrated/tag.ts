// Generated from schemas/widgets/hydrated/tag.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Tag Cloud receives after hydration (never empty: the widget is hidden without tags).
 */
export type TagWidgetHydrated = (TagWidgetProps & {
tags: {
tagID: number
name: string
url: string
countDiscussions: number
}[]
})

/**
 * The most used tags of the discussions the viewer can see, as a cloud of links.
 */
export interface TagWidgetProps {
titleType: ("static" | "none")
title: string
subtitle: string
descriptionType: ("static" | "none")
description: string
limit: number
containerOptions: {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
headerAlignment: ("left" | "center")
}
itemOptions: {
tagPreset: ("STANDARD" | "PRIMARY" | "GREYSCALE" | "COLORED")
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
