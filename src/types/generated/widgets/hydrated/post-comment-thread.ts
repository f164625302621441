// Generated from schemas/widgets/hydrated/post-comment-thread.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One page of the discussion's comment thread, nested, with the sort and paging it was read with.
 */
export type PostAssetCommentThreadHydrated = (PostAssetCommentThreadProps & {
discussion: Discussion
/**
 * The page's top-level comments with their replies nested (children).
 */
comments: Comment[]
paging: {
page: number
limit: number
total: number
}
threadStyle: ("flat" | "nested")
/**
 * The sort the page shows (the URL's ?sort= or the widget's default).
 */
sort: ("dateInserted" | "-dateInserted" | "-score" | "-experimentalTrending")
/**
 * The widget's own sort: the URL leaves ?sort= out for it.
 */
defaultSort: string
maxDepth: number
collapseChildDepth: number
/**
 * A permalink's comment: scrolled to and highlighted.
 */
highlightCommentID?: number
})

/**
 * The discussion's comments, flat or nested. A page asset of the post pages.
 */
export interface PostAssetCommentThreadProps {
/**
 * Where the title comes from: a contextual param ref, a static text, or none.
 */
titleType: ("static" | "none")
/**
 * The title when titleType is static (a param ref resolves to text first).
 */
title: string
subtitle?: string
description?: string
apiParams: {
sort: ("dateInserted" | "-dateInserted" | "-score" | "-experimentalTrending")
/**
 * 1 = a flat thread.
 */
maxDepth: number
collapseChildDepth: number
/**
 * Top-level comments per page.
 */
limit: number
}
/**
 * Tag the original poster's comments.
 */
showOPTag: boolean
/**
 * Badges beside each author's name. Quorum has no badges yet, so nothing shows; accepted so documents read the same.
 */
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
/**
 * A comment on a discussion.
 */
export interface Comment {
commentID: number
discussionID: number
categoryID: number
parentCommentID: (number | null)
depth: number
/**
 * Sanitized HTML.
 */
body: string
insertUserID: number
insertUser?: UserFragment
/**
 * Who last edited the comment (null when never edited).
 */
updateUserID?: (number | null)
updateUser?: UserFragment1
/**
 * The discussion the comment is in (expand=discussion).
 */
discussion?: {
discussionID: number
name: string
url: string
}
dateInserted: string
dateUpdated: (string | null)
score: number
/**
 * Q&A: the answer's status on a question (null = not reviewed).
 */
answerStatus?: (("accepted" | "rejected") | null)
url: string
/**
 * Each reaction type's count and whether the viewer chose it (the comment thread and the list of a discussion's comments).
 */
reactions?: Reaction[]
reportMeta?: ReportMeta
/**
 * The existing users the body mentions, in order of first mention. Only in the answer of POST (for notifications).
 */
mentions?: MentionedUser[]
/**
 * Thread answers only: how many replies nest under this comment (at any depth).
 */
countReplies?: number
/**
 * Thread answers only: the replies shown under this comment (GET /comments/thread), oldest first.
 */
children?: Comment[]
}
/**
 * The few user fields shown beside content.
 */
export interface UserFragment1 {
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
