// Generated from schemas/widgets/hydrated/leaderboard.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Leaderboard receives after hydration (never empty: hidden without leaders).
 */
export type LeaderboardWidgetHydrated = (LeaderboardWidgetProps & {
leaders: {
user: UserFragment
points: number
}[]
})

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
/**
 * The few user fields shown beside content.
 */
export interface UserFragment {
userID: number
name: string
photoUrl: string
url: string
dateLastActive?: (string | null)
title?: string
banned?: (0 | 1)
private?: boolean
/**
 * Set when no real member can be named (spec 000 §3 placeholder users, docs/reference/errors.md#users): deleted = a deleted account ('Deleted User'), unknown = an id naming no account ('Unknown User'), removed = no user named at all ('Removed User'). name then holds the English placeholder name.
 */
placeholder?: ("deleted" | "unknown" | "removed")
/**
 * The author's signature (spec 001 §3 signature.body), only beside a post shown in full (a discussion, a thread's comments) while signatures.enabled: body is sanitized HTML rendered on the server from the member's Markdown; hideMobile and imageMaxHeight are the site's signatures.hideMobile and signatures.imageMaxHeight (px, 0 = no cap).
 */
signature?: {
body: string
hideMobile: boolean
imageMaxHeight: number
}
}
