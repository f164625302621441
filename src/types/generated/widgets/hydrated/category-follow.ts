// Generated from schemas/widgets/hydrated/category-follow.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the follow toggle receives: whose preference, for which category, and its current state.
 */
export type CategoryFollowWidgetHydrated = (CategoryFollowWidgetProps & {
userID: number
/**
 * The category's ID.
 */
recordID: number
/**
 * The category's name.
 */
name: string
followed: boolean
/**
 * The category's address (the panel's View Category).
 */
url: string
/**
 * Whether the category may be in the member's digest (digests on, and the category allowed).
 */
canDigest: boolean
/**
 * The category's own description (the translator's source text).
 */
description?: string
/**
 * The viewer may translate the category (site.manage): the widget then offers Translate.
 */
canTranslate?: boolean
})

/**
 * A Follow / Following toggle for the page's category (signed-in members, discussion categories).
 */
export interface CategoryFollowWidgetProps {
borderRadius?: number
/**
 * Background when following (CSS colour).
 */
buttonColor?: string
textColor?: string
alignment: ("start" | "center" | "end")
isAsset: boolean
}
