// Generated from schemas/widgets/post-asset-create-post-form.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The form to write a new post or edit one: category, title, body, tags when tagging is on, announce options for moderators, and scheduling; the draft is saved as you type.
 */
export interface PostAssetCreatePostFormProps {
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
