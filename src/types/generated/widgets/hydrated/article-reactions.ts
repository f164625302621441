// Generated from schemas/widgets/hydrated/article-reactions.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the helpful votes receive after hydration.
 */
export type ArticleReactionsHydrated = (ArticleReactionsProps & {
articleID: number
countHelpful: number
countNotHelpful: number
viewerReaction: ("helpful" | "notHelpful" | null)
})

/**
 * “Was this helpful?”: yes and no votes on the page's article with their counts; guests vote too.
 */
export interface ArticleReactionsProps {
title: string
showCounts: boolean
containerOptions?: ContainerOptionsMinimal
/**
 * A page asset of the article pages: it shows the page's article. Accepted so documents that say so read the same.
 */
isAsset: boolean
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
