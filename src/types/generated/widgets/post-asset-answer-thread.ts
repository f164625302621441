// Generated from schemas/widgets/post-asset-answer-thread.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A question's answers, with tabs for all, accepted and rejected answers. A page asset of the post pages.
 */
export interface PostAssetAnswerThreadProps {
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
showOPTag: boolean
tabTitles: {
all: string
accepted: string
rejected: string
}
}
