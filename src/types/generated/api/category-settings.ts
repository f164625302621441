// Generated from schemas/api/category-settings.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A category's settings as PATCH /categories/{id} saved them.
 */
export interface CategorySettings {
categoryID: number
allowDigest: boolean
}
