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
