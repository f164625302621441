// Generated from schemas/widgets/post-asset-comment-thread.schema.json by scripts/generate-types.ts. Do not edit.

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
}
