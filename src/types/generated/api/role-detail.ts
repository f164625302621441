// Generated from schemas/api/role-detail.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One role with its grants (GET/POST/PATCH /roles, site.manage), for the roles dashboard.
 */
export interface RoleDetail {
roleID: number
name: string
description: string
/**
 * What the role is built on: guest is the role of signed-out visitors; administrator passes every check.
 */
type: ("guest" | "member" | "moderator" | "administrator")
sort: number
/**
 * The site's own Guest, Member or Administrator role (the first of its type): it cannot be deleted nor change type.
 */
system: boolean
permissions: RolePermissions
}
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
