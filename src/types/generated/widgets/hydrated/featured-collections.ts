// Generated from schemas/widgets/hydrated/featured-collections.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Featured Collections widget receives: the collection with the records the viewer may see.
 */
export type FeaturedCollectionsWidgetHydrated = (FeaturedCollectionsWidgetProps & {
collection: Collection
})

/**
 * The records of one curated collection (discussions and categories the viewer may see).
 */
export interface FeaturedCollectionsWidgetProps {
/**
 * collection = the collection's own name.
 */
titleType: ("static" | "none" | "collection")
title: string
subtitle: string
descriptionType: ("static" | "none")
description: string
apiParams: {
collectionID?: number
}
displayOptions: {
featuredImage: boolean
fallbackImage?: string
}
containerOptions?: ContainerOptions
}
/**
 * How a widget's box and header look, and how its items are laid out.
 */
export interface ContainerOptions {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
headerAlignment: ("left" | "center")
/**
 * Which of the two backgrounds the frame paints: inner = only innerBackground, outer = only outerBackground. Unset: both.
 */
visualBackgroundType?: ("inner" | "outer")
displayType?: ("list" | "grid" | "carousel" | "link")
maxColumnCount?: number
/**
 * Where the items of a grid sit when the last row is not full; unset = at the start.
 */
contentAlignment?: ("flex-start" | "center" | "flex-end" | "space-around")
/**
 * The widget's widest width in px, centred in its column; unset = the column's width.
 */
maxWidth?: number
viewAll?: {
showViewAll?: boolean
to?: string
name: string
position: ("top" | "bottom")
}
/**
 * @deprecated
 * Older documents' way to ask for a grid; read as displayType grid when displayType is unset.
 */
isGrid?: boolean
/**
 * @deprecated
 * Older documents' way to ask for a carousel; read as displayType carousel when displayType is unset (it wins over isGrid).
 */
isCarousel?: boolean
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
/**
 * A curated collection of records (docs/reference/api-conventions.md#resources). records: only those the viewer may see, in order.
 */
export interface Collection {
collectionID: number
name: string
insertUserID: number
dateInserted: string
records?: {
recordType: ("discussion" | "category" | "article" | "knowledgeBase" | "groups")
recordID: number
sort: number
record: {
name: string
url: string
excerpt?: string
imageUrl?: (string | null)
dateInserted?: string
}
}[]
}
