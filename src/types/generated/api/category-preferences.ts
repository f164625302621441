// Generated from schemas/api/category-preferences.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A user's preferences for one category (docs/reference/notifications.md#category-preferences): followed, the digest, and popup and email per notification type of category scope.
 */
export interface CategoryPreferences {
"preferences.followed": boolean
"preferences.email.digest": boolean
"preferences.popup.comments": boolean
"preferences.email.comments": boolean
"preferences.popup.posts": boolean
"preferences.email.posts": boolean
}
