// Generated from schemas/widgets/hydrated/post-asset-post-tags.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The discussion's tags, each linking to its discussion list.
 */
export type PostAssetPostTagsHydrated = (PostAssetPostTagsProps & {
tags: {
tagID: number
name: string
url: string
}[]
})

/**
 * The discussion's tags, each linking to its other posts. A page asset of the post pages.
 */
export interface PostAssetPostTagsProps {
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
}
