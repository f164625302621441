// Generated from schemas/api/category-preferences.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A user's preferences for one category (docs/reference/api-conventions.md#resources notification preferences; only following so far).
 */
export interface CategoryPreferences {
"preferences.followed": boolean
}
