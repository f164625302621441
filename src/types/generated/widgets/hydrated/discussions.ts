// Generated from schemas/widgets/hydrated/discussions.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Discussions widget receives after hydration.
 */
export type DiscussionsWidgetHydrated = (DiscussionsWidgetProps & {
discussions: Discussion[]
paging: {
page: number
limit: number
total: number
}
/**
 * With apiParams.featuredImage: discussionID → the post's first image, else the fallback image.
 */
images?: {
[k: string]: string | undefined
}
})

/**
 * A list of discussions: the latest, the top, or those of a category or tag.
 */
export interface DiscussionsWidgetProps {
/**
 * static = the title below; none = no title; a param ref (e.g. siteSection/name) = that page value.
 */
titleType: ("static" | "none" | "category/name")
title: string
subtitle: string
descriptionType: ("static" | "none" | "siteSection/description" | "category/description")
description: string
apiParams: {
/**
 * subcommunity = the categories of the site section in apiParams.siteSectionID, or the page's section; category = only the category in apiParams.categoryID, or the page's category.
 */
filter: ("none" | "subcommunity" | "category")
/**
 * The site section of the subcommunity filter; unset = the page's section.
 */
siteSectionID?: number
categoryID?: number
includeChildCategories: boolean
/**
 * Only posts from categories the viewer follows. Guests and members who follow nothing see no widget (the page asset shows an empty list).
 */
followed: boolean
sort: ("-dateLastComment" | "-dateInserted" | "-score" | "-hot" | "dateInserted")
/**
 * Time frame for top and hot sorts: day, week, month, year, all.
 */
slotType: ("d" | "w" | "m" | "y" | "a")
pinned?: boolean
type?: ("discussion" | "question" | "idea" | "poll")
tagID?: number
limit: number
/**
 * Show each post's first image (from its body), else the fallback image.
 */
featuredImage: boolean
/**
 * Image URL shown for posts without an image of their own.
 */
fallbackImage?: string
}
discussionOptions: {
excerpt: {
display: boolean
}
metas: DiscussionMetaOptions
}
containerOptions?: ContainerOptions
/**
 * The page's own list (discussionList): it follows the page's query string (sort, page, tag).
 */
isAsset: boolean
}
/**
 * What the meta line under each post shows (docs/reference/layout-widgets.md#widget-props-in-detail discussionOptions), shared by the post lists and Suggested Content.
 */
export interface DiscussionMetaOptions {
asIcons: boolean
display: {
category: boolean
startedByUser: boolean
lastUser: boolean
lastCommentDate: boolean
viewCount: boolean
commentCount: boolean
score: boolean
userTags: boolean
unreadCount: boolean
}
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
