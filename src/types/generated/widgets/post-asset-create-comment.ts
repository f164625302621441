// Generated from schemas/widgets/post-asset-create-comment.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The editor to reply to the discussion (Markdown with @mentions, drafts saved as you type); hidden when the viewer may not comment, and on a closed discussion unless they may close discussions.
 */
export interface PostAssetCreateCommentProps {
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
