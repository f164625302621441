// Generated from schemas/api/category.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A category (docs/reference/api-conventions.md#resources Category).
 */
export interface Category {
categoryID: number
/**
 * -1 for top-level categories.
 */
parentCategoryID: number
name: string
urlcode: string
url: string
description: string
displayAs: ("discussions" | "categories" | "flat" | "heading")
depth: number
featured?: boolean
iconUrl?: (string | null)
bannerImageUrl?: (string | null)
countDiscussions: number
countComments: number
countAllDiscussions: number
countAllComments: number
countFollowers?: number
lastPost?: (null | {
discussionID?: number
commentID?: number
name: string
url: string
dateInserted: string
insertUser?: UserFragment
})
children?: Category1[]
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
 * A category (docs/reference/api-conventions.md#resources Category).
 */
export interface Category1 {
categoryID: number
/**
 * -1 for top-level categories.
 */
parentCategoryID: number
name: string
urlcode: string
url: string
description: string
displayAs: ("discussions" | "categories" | "flat" | "heading")
depth: number
featured?: boolean
iconUrl?: (string | null)
bannerImageUrl?: (string | null)
countDiscussions: number
countComments: number
countAllDiscussions: number
countAllComments: number
countFollowers?: number
lastPost?: (null | {
discussionID?: number
commentID?: number
name: string
url: string
dateInserted: string
insertUser?: UserFragment
})
children?: Category1[]
breadcrumbs?: Breadcrumb[]
}
/**
 * One step of the path to a record.
 */
export interface Breadcrumb {
name: string
url: string
}
