// Generated from schemas/api/role-permissions.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A role's grants (GET /roles/{id}, PUT /roles/{id}/permissions, site.manage): global permissions, and category permissions per permission category (-1 = the root defaults every category without permissions of its own uses; otherwise a category with permissions of its own). Only grants are listed: anything absent is denied. PUT replaces them all; a permission category left out loses every grant of the role there.
 */
export interface RolePermissions {
/**
 * Global permission names (site.manage, community.moderate, …).
 * 
 * @maxItems 100
 */
global: string[]
/**
 * @maxItems 1000
 */
categories: {
/**
 * A permission category: -1 (root defaults) or a category whose permissions are its own.
 */
categoryID: number
/**
 * Category permission names (discussions.view, comments.add, …).
 * 
 * @maxItems 100
 */
permissions: string[]
}[]
}
