// Generated from schemas/api/permission-category.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A category that carries permissions of its own, or -1: the defaults of every other category (GET /roles/permission-categories, site.manage). The roles dashboard grants category permissions per permission category.
 */
export interface PermissionCategory {
categoryID: number
name: string
/**
 * Every category using these permissions (for -1: those without permissions of their own).
 */
categoryIDs: number[]
}
