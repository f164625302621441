// Generated from schemas/widgets/common/banner-background.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A banner's background: the widget background plus where its image comes from.
 */
export interface BannerBackground {
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
/**
 * Where the image comes from: custom = image above; category and place = the page's category banner image; knowledgeBase/bannerImage = the page's knowledge base banner image; styleGuide, siteSection and knowledgeImage = the site's default (none: Quorum has no theme or section images). Unset: custom when image is set, else styleGuide.
 */
imageSource?: ("styleGuide" | "custom" | "siteSection" | "category" | "place" | "knowledgeBase/bannerImage" | "knowledgeImage")
}
