// Generated from schemas/api/config-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /config (settings.manage): new values for known keys. The custom layout feature flags are booleans; the entry addresses (spec 000 §2) are a path on this site or an http(s) address, and an empty registration address hides Register.
 */
export interface ConfigPatch {
"featureFlags.customLayout.discussionList.Enabled"?: boolean
"featureFlags.customLayout.categoryList.Enabled"?: boolean
"featureFlags.customLayout.post.Enabled"?: boolean
"featureFlags.customLayout.createPost.Enabled"?: boolean
/**
 * Where Sign In links go.
 */
"entry.signInUrl"?: string
/**
 * Where Register links go; empty = no registration address (Register is hidden).
 */
"entry.registerUrl"?: string
/**
 * Where Sign Out links go.
 */
"entry.signOutUrl"?: string
}
