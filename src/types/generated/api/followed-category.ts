// Generated from schemas/api/followed-category.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One category a member follows, with their preferences for it (GET /notification-preferences/{userID}/categories, the followed-content page).
 */
export interface FollowedCategory {
categoryID: number
name: string
url: string
/**
 * Whether the category may be in a digest (an admin's choice).
 */
canDigest: boolean
preferences: CategoryPreferences
}
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
