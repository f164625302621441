// Generated from schemas/widgets/articles.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A list of knowledge-base articles: the featured ones, a category's, or a knowledge base's latest, with excerpt, author and date, paged on request.
 */
export interface ArticlesWidgetProps {
/**
 * static = the title below; none = no title; a param ref = that page value.
 */
titleType: ("static" | "none" | "knowledgeCategory/name" | "knowledgeBase/name")
title: string
subtitle: string
descriptionType: ("static" | "none" | "knowledgeCategory/description" | "knowledgeBase/description")
description: string
apiParams: {
/**
 * featured = the featured articles (of knowledgeBaseID, else the page's knowledge base, else every one the viewer reads); category = a category's articles (knowledgeCategoryID, else the page's category); knowledgeBase = a knowledge base's articles (knowledgeBaseID, else the page's, else every one).
 */
filter: ("featured" | "category" | "knowledgeBase")
/**
 * unset = the page's knowledge base.
 */
knowledgeBaseID?: number
/**
 * unset = the page's category.
 */
knowledgeCategoryID?: number
includeSubcategories: boolean
/**
 * Featured articles keep their featured order.
 */
sort: ("-dateUpdated" | "-dateInserted" | "sort" | "name")
limit: number
/**
 * Page through the list with the page's ?page= parameter.
 */
paging: boolean
}
display: {
excerpt: boolean
author: boolean
date: boolean
}
/**
 * An empty list says so; false hides the widget instead.
 */
emptyMessage: boolean
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
