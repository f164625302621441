// Generated from schemas/widgets/article.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The article itself: its title as the page's heading, author and dates, the body, the discussion it came from, and edit links for its editors. A page asset of the article pages.
 */
export interface ArticleAssetProps {
showMeta: boolean
containerOptions?: ContainerOptionsMinimal
/**
 * Always the page's own asset: it shows the page's article. Accepted so documents that say so read the same.
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
