// Generated from schemas/widgets/hydrated/role-spotlight.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props Role Spotlight receives after hydration (hidden when the role does not exist or has no members).
 */
export type RoleSpotlightWidgetHydrated = (RoleSpotlightWidgetProps & {
role: {
roleID: number
name: string
description: string
}
members: UserFragment[]
/**
 * Every member of the role shown on the site (members beyond the limit included).
 */
countMembers: number
})

/**
 * The members of one role (the moderators, the staff…), with the role's name and description.
 */
export interface RoleSpotlightWidgetProps {
/**
 * role: the role's name; static: the title below; none: no title.
 */
titleType: ("role" | "static" | "none")
title: string
subtitle: string
/**
 * role: the role's own description; static: the description below; none: no description.
 */
descriptionType: ("role" | "static" | "none")
description: string
apiParams: {
roleID?: number
limit: number
}
containerOptions: {
outerBackground?: WidgetBackground
innerBackground?: WidgetBackground
borderType: ("none" | "border" | "separator" | "shadow")
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
