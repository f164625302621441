// Generated from schemas/widgets/post-asset-original-post.schema.json by scripts/generate-types.ts. Do not edit.

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
}
