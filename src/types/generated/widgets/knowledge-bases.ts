// Generated from schemas/widgets/knowledge-bases.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The knowledge bases a viewer may read, as a grid of tiles or a list: icon, name, description and counts.
 */
export interface KnowledgeBasesWidgetProps {
/**
 * static = the title below; none = no title; a param ref = that page value.
 */
titleType: ("static" | "none")
title: string
subtitle: string
descriptionType: ("static" | "none")
description: string
apiParams: {
/**
 * none = every knowledge base the viewer reads; subcommunity = only those of a site section (siteSectionID, else the page's).
 */
filter: ("none" | "subcommunity")
/**
 * unset = the page's site section.
 */
siteSectionID?: number
limit: number
}
display: {
icon: boolean
description: boolean
counts: boolean
}
displayType: ("grid" | "list")
maxColumnCount: number
containerOptions?: ContainerOptionsMinimal
}
/**
 * The frame options of widgets that lay out no items (the post page assets): backgrounds, box style and header alignment.
 */
export interface ContainerOptionsMinimal {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
headerAlignment: ("left" | "center")
/**
 * Which of the two backgrounds the frame paints: inner = only innerBackground, outer = only outerBackground. Unset: both.
 */
visualBackgroundType?: ("inner" | "outer")
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
