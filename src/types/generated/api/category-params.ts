// Generated from schemas/api/category-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface CategoryParams {
/**
 * A categoryID or a urlcode.
 */
id: string
}
