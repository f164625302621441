// Generated from schemas/widgets/hydrated/post-asset-placeholder.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props every post page asset placeholder receives after hydration: which asset it stands for and, on post pages, the discussion.
 */
export interface PostAssetPlaceholderHydrated {
/**
 * The asset's display name, e.g. "Original Post".
 */
assetName: string
title?: string
discussion?: {
discussionID: number
name: string
url: string
}
[k: string]: unknown | undefined
}
