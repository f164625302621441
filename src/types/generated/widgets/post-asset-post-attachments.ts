// Generated from schemas/widgets/post-asset-post-attachments.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The files attached to the discussion. A page asset of the post pages.
 */
export interface PostAssetPostAttachmentsProps {
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
}
