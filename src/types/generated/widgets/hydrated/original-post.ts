// Generated from schemas/widgets/hydrated/original-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The original post: the discussion with its author, category and body, and who last edited it.
 */
export type PostAssetOriginalPostHydrated = (PostAssetOriginalPostProps & {
discussion: Discussion
/**
 * Who last edited the post (null when never edited).
 */
updateUser: (UserFragment | null)
page: number
/**
 * The knowledge base articles made from this discussion that the viewer may read (docs/reference/knowledge-base.md#converting-a-discussion).
 */
articles?: {
articleID: number
name: string
url: string
}[]
})

/**
 * The discussion's first post: title, author, body and reactions. A page asset of the post pages.
 */
export interface PostAssetOriginalPostProps {
/**
 * Where the title comes from: a contextual param ref, a static text, or none.
 */
titleType: ("discussion/name" | "static" | "none")
/**
 * The title when titleType is static (a param ref resolves to text first).
 */
title?: string
subtitle?: string
description?: string
authorBadges: {
display: boolean
limit: number
}
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
 * A discussion (docs/reference/api-conventions.md#resources Discussion).
 */
export interface Discussion {
discussionID: number
name: string
url: string
/**
 * Sanitized HTML.
 */
body?: string
/**
 * Plain text, about 200 characters.
 */
excerpt: string
categoryID: number
category?: {
categoryID: number
name: string
url: string
}
type: string
statusID: number
insertUserID: number
insertUser?: UserFragment
lastUserID?: (number | null)
lastUser?: (UserFragment | null)
dateInserted: string
dateUpdated?: (string | null)
dateLastComment: string
pinned: boolean
pinLocation: ("none" | "category" | "recent")
closed: boolean
sink: boolean
resolved: boolean
score: number
countViews: number
countComments: number
tags?: Tag[]
/**
 * With expand=reactions: each reaction type's count and whether the viewer chose it.
 */
reactions?: Reaction[]
breadcrumbs?: Breadcrumb[]
/**
 * The signed-in viewer bookmarked it (absent for guests).
 */
bookmarked?: boolean
/**
 * The signed-in viewer muted it: no notifications about it (absent for guests).
 */
muted?: boolean
/**
 * The signed-in viewer dismissed this announcement (absent for guests).
 */
dismissed?: boolean
/**
 * The signed-in viewer has never opened it and did not start it (absent for guests).
 */
unread?: boolean
/**
 * Comments added since the signed-in viewer last opened it (absent for guests; 0 while unread).
 */
countUnread?: number
reportMeta?: ReportMeta
/**
 * The existing users the body mentions, in order of first mention. Only in the answer of POST (for notifications).
 */
mentions?: MentionedUser[]
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
/**
 * A tag on discussions.
 */
export interface Tag {
tagID: number
name: string
urlcode: string
/**
 * "" for ordinary tags, "User" for member tags.
 */
type?: string
countDiscussions?: number
}
/**
 * One reaction type on a record, as GET /discussions?expand=reactions carries them (docs/reference/api-conventions.md#resources Reaction Discussion.reactions): every active type but the Flag class, zero counts included.
 */
export interface Reaction {
tagID: number
urlcode: string
name: string
class: ("Positive" | "Negative" | "Neutral")
count: number
/**
 * Whether the viewer's reaction on the record is this one.
 */
hasReacted: boolean
/**
 * What one reaction of this type adds to the score.
 */
reactionValue: number
}
/**
 * One step of the path to a record.
 */
export interface Breadcrumb {
name: string
url: string
}
/**
 * What moderators (community.moderate in the record's category) see of a post's reports (docs/reference/api-conventions.md#resources Comment context reportMeta.countReports): the reports not yet dismissed or resolved. Absent for everyone else.
 */
export interface ReportMeta {
countReports: number
}
/**
 * A user a post mentions (@name or @"name with spaces") who exists: the post links to their profile.
 */
export interface MentionedUser {
userID: number
name: string
}
