// Generated from schemas/api/category-preferences-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface CategoryPreferencesParams {
id: number
userID: number
}
