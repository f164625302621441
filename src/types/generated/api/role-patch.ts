// Generated from schemas/api/role-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /roles/{id} (site.manage): the fields to change. A system role keeps its type (422); a name already taken is refused (422).
 */
export interface RolePatch {
name?: string
description?: string
type?: ("guest" | "member" | "moderator" | "administrator")
sort?: number
}
