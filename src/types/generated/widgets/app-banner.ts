// Generated from schemas/widgets/app-banner.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A wide banner with the page's title, a description and a search box.
 */
export interface BannerWidgetProps {
/**
 * Set by the server on a category page: its search box searches within this category (and the categories below it) until the reader widens it to the whole forum.
 */
searchCategory?: {
categoryID: number
name: string
}
showTitle: boolean
/**
 * static = the title below; none = no title; a param ref (e.g. siteSection/name) = that page value.
 */
titleType: ("static" | "none" | "siteSection/name" | "category/name" | "knowledgeBase/name" | "knowledgeCategory/name")
title: string
subtitle: string
descriptionType: ("static" | "none" | "siteSection/description" | "category/description" | "knowledgeBase/description" | "knowledgeCategory/description")
description: string
showDescription: boolean
showSearch: boolean
searchPlacement: ("middle" | "bottom")
alignment: ("left" | "center")
textColor: string
spacing?: {
top?: number
bottom?: number
}
background?: BannerBackground
}
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
