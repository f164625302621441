// Generated from schemas/api/category-preferences-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /categories/{id}/preferences/{userID}: the changed preference keys.
 */
export interface CategoryPreferencesPatch {
"preferences.followed"?: boolean
}
