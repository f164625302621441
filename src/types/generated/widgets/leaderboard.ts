// Generated from schemas/widgets/leaderboard.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The members with the most points over a time frame.
 */
export interface LeaderboardWidgetProps {
titleType: ("static" | "none")
title: string
subtitle: string
descriptionType: ("static" | "none")
description: string
apiParams: {
/**
 * Day, week, month, year or all time.
 */
slotType: ("d" | "w" | "m" | "y" | "a")
leaderboardType: ("reputation" | "posts" | "acceptedAnswers")
limit: number
includedRoleIDs: number[]
excludedRoleIDs: number[]
/**
 * Count points only in a site section (apiParams.siteSectionID, else the page's) or a category and its subcategories (apiParams.categoryID, else the page's).
 */
filter: ("none" | "subcommunity" | "category")
/**
 * unset = the page's site section.
 */
siteSectionID?: number
/**
 * unset = the page's category.
 */
categoryID?: number
}
containerOptions: {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
headerAlignment: ("left" | "center")
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
