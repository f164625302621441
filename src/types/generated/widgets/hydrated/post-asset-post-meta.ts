// Generated from schemas/widgets/hydrated/post-asset-post-meta.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The discussion's facts (metas) and its post fields.
 */
export type PostAssetPostMetaHydrated = (PostAssetPostMetaProps & {
postFields: {
postFieldID: string
label: string
description?: string
dataType: ("text" | "number" | "date" | "boolean")
visibility: ("public" | "private" | "internal")
value: string
}[]
})

/**
 * The discussion's facts (views, comments, score, dates) and custom post fields, as a list or as metas. A page asset of the post pages.
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
