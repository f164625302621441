// Generated from schemas/widgets/hydrated/articles.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the Articles widget receives after hydration (hidden when empty unless emptyMessage).
 */
export type ArticlesWidgetHydrated = (ArticlesWidgetProps & {
articles: Article[]
/**
 * Where an editor of the list's knowledge base writes a new article in it (null for readers).
 */
newArticleUrl?: (string | null)
paging: {
page: number
limit: number
total: number
}
})

/**
 * A list of knowledge-base articles: the featured ones, a category's, or a knowledge base's latest, with excerpt, author and date, paged on request.
 */
export interface ArticlesWidgetProps {
/**
 * static = the title below; none = no title; a param ref = that page value.
 */
titleType: ("static" | "none" | "knowledgeCategory/name" | "knowledgeBase/name")
title: string
subtitle: string
descriptionType: ("static" | "none" | "knowledgeCategory/description" | "knowledgeBase/description")
description: string
apiParams: {
/**
 * featured = the featured articles (of knowledgeBaseID, else the page's knowledge base, else every one the viewer reads); category = a category's articles (knowledgeCategoryID, else the page's category); knowledgeBase = a knowledge base's articles (knowledgeBaseID, else the page's, else every one).
 */
filter: ("featured" | "category" | "knowledgeBase")
/**
 * unset = the page's knowledge base.
 */
knowledgeBaseID?: number
/**
 * unset = the page's category.
 */
knowledgeCategoryID?: number
includeSubcategories: boolean
/**
 * Featured articles keep their featured order.
 */
sort: ("-dateUpdated" | "-dateInserted" | "sort" | "name")
limit: number
/**
 * Page through the list with the page's ?page= parameter.
 */
paging: boolean
}
display: {
excerpt: boolean
author: boolean
date: boolean
}
/**
 * An empty list says so; false hides the widget instead.
 */
emptyMessage: boolean
containerOptions?: ContainerOptionsMinimal
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
 * A knowledge-base article (docs/reference/knowledge-base.md). body is the sanitized HTML rendering; bodyRaw and format come only with ?expand=source to editors. name, body and excerpt are in `locale` (the requested locale's revision when one exists).
 */
export interface Article {
articleID: number
knowledgeBaseID: number
knowledgeCategoryID: (number | null)
name: string
/**
 * /kb/articles/{id}-{slug}
 */
url: string
/**
 * Sanitized HTML; absent from lists.
 */
body?: string
/**
 * The source text (expand=source, editors only).
 */
bodyRaw?: string
format?: string
excerpt: string
locale: string
/**
 * name and body come from a revision in another locale than the source's.
 */
translated?: boolean
status: ("draft" | "published" | "deleted")
dateScheduled?: (string | null)
featured: boolean
dateFeatured?: (string | null)
sort: number
articleRevisionID?: (number | null)
countHelpful: number
countNotHelpful: number
viewerReaction?: ("helpful" | "notHelpful" | null)
/**
 * The discussion it was converted from.
 */
discussionID?: (number | null)
/**
 * The accepted answer it was converted from.
 */
commentID?: (number | null)
insertUserID: number
insertUser?: UserFragment
dateInserted: string
updateUserID: (number | null)
updateUser?: UserFragment
dateUpdated: (string | null)
datePublished: (string | null)
breadcrumbs?: Breadcrumb[]
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
 * One step of the path to a record.
 */
export interface Breadcrumb {
name: string
url: string
}
