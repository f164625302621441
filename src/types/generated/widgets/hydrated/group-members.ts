// Generated from schemas/widgets/hydrated/group-members.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the group members list receives after hydration: the first page of members (leaders first) and what the viewer may do with them.
 */
export type GroupMembersHydrated = (GroupMembersProps & {
groupID: number
groupName: string
/**
 * The viewer leads the group (or moderates every group): applicants, Remove and Make leader.
 */
canManage: boolean
/**
 * 0 for a guest: a leader is never offered to remove themselves here (Leave is in the header).
 */
viewerUserID: number
/**
 * The first page of members, leaders first.
 */
members: GroupMember[]
/**
 * Members on every page, leaders included.
 */
total: number
/**
 * Who asks to join (role applicant, with their reason): for those who lead the group only, else empty.
 */
applicants: GroupMember[]
})

/**
 * The page's group's members, leaders first. Its leaders also see who asks to join (approve or deny) and may remove members or make them leaders.
 */
export interface GroupMembersProps {
title: string
/**
 * How many members show at first (leaders first); Show more reads the next ones.
 */
limit: number
containerOptions?: ContainerOptionsMinimal
/**
 * A page asset of the group page: it shows the page's group. Accepted so documents that say so read the same.
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
/**
 * A member of a group (GET /groups/{id}/members), or one asking to join (GET /groups/{id}/applicants, role applicant).
 */
export interface GroupMember {
userID: number
role: ("leader" | "member" | "applicant")
/**
 * An applicant's reason for joining.
 */
reason?: string
dateInserted: string
user: UserFragment
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
