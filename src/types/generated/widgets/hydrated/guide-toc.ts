// Generated from schemas/widgets/hydrated/guide-toc.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the guide's table of contents receives after hydration.
 */
export type GuideTocHydrated = (GuideTocProps & {
entries: {
kind: ("category" | "article")
id: number
name: string
url: string
depth: number
}[]
currentArticleID: (number | null)
})

/**
 * A guide's table of contents in reading order: its chapters and articles, the page's article marked.
 */
export interface GuideTocProps {
/**
 * static = the title below; none = no title; a param ref = that page value.
 */
titleType: ("static" | "none")
title: string
subtitle: string
descriptionType: ("static" | "none")
description: string
/**
 * unset = the page's knowledge base.
 */
knowledgeBaseID?: number
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
