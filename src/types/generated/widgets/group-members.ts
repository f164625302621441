// Generated from schemas/widgets/group-members.schema.json by scripts/generate-types.ts. Do not edit.

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
