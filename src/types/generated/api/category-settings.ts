// Generated from schemas/api/category-settings.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A category's settings (PATCH /categories/{id}, GET /category-settings): whether its new discussions may be in members' digests.
 */
export interface CategorySettings {
categoryID: number
allowDigest: boolean
name: string
/**
 * 1 for a top-level category: the settings list is the tree in order.
 */
depth: number
}
