// Generated from schemas/api/config-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /config (settings.manage): new values for known keys. The custom layout feature flags are booleans.
 */
export interface ConfigPatch {
"featureFlags.customLayout.discussionList.Enabled"?: boolean
"featureFlags.customLayout.categoryList.Enabled"?: boolean
"featureFlags.customLayout.post.Enabled"?: boolean
"featureFlags.customLayout.createPost.Enabled"?: boolean
}
