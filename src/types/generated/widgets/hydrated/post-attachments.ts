// Generated from schemas/widgets/hydrated/post-attachments.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The files attached to the discussion (uploads its body references) and the external items it was escalated to by integrations (docs/reference/integrations.md#on-the-post-page).
 */
export type PostAssetPostAttachmentsHydrated = (PostAssetPostAttachmentsProps & {
attachments: {
mediaID: number
name: string
type: string
size: number
url: string
width?: (number | null)
height?: (number | null)
}[]
/**
 * The discussion's attachments whose integration is on, oldest first; those of a type with no integration are left out (spec 000 §8).
 */
integrationAttachments: {
attachment: Attachment
integration: {
name: string
externalIDLabel: string
logoIcon: string
}
}[]
})

/**
 * The files attached to the discussion. A page asset of the post pages.
 */
export interface PostAssetPostAttachmentsProps {
/**
 * Where the title comes from: a contextual param ref, a static text, or none.
 */
titleType: ("static" | "none")
/**
 * The title when titleType is static (a param ref resolves to text first).
 */
title?: string
subtitle?: string
description?: string
containerOptions?: ContainerOptionsMinimal
/**
 * Always the page's own asset: it shows the page's post. Accepted so documents that say so read the same.
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
 * A post escalated to another system by an integration (docs/reference/integrations.md): the external item's id, address and state, and labelled facts about it, as last refreshed.
 */
export interface Attachment {
attachmentID: number
/**
 * The integration's type, e.g. github-issue or webhook.
 */
attachmentType: string
recordType: ("discussion" | "comment")
recordID: number
/**
 * The external item's id in the other system's words (e.g. #42).
 */
sourceID: string
sourceUrl: string
/**
 * The external item's state (open, closed, …).
 */
status: string
metadata: {
/**
 * An English label, translated through the catalogue.
 */
labelCode: string
value: string
url?: string
}[]
insertUserID: number
insertUser?: UserFragment
dateInserted: string
dateUpdated?: (string | null)
dateRefreshed: string
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
