// Generated from schemas/api/category-preferences-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /categories/{id}/preferences/{userID}: the changed preference keys (docs/reference/notifications.md#category-preferences).
 */
export interface CategoryPreferencesPatch {
"preferences.followed"?: boolean
"preferences.email.digest"?: boolean
"preferences.popup.comments"?: boolean
"preferences.email.comments"?: boolean
"preferences.popup.posts"?: boolean
"preferences.email.posts"?: boolean
}
