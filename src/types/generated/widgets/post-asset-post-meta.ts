// Generated from schemas/widgets/post-asset-post-meta.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The discussion's custom post fields. A page asset of the post pages; until the discussions issue it renders a placeholder.
 */
export interface PostAssetPostMetaProps {
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
displayOptions: {
asMetas: boolean
}
}
