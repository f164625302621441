// Generated from schemas/api/role-input.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /roles (site.manage): a new role, without grants (PUT /roles/{id}/permissions gives them). A name already taken is refused (422).
 */
export interface RoleInput {
name: string
description: string
type: ("guest" | "member" | "moderator" | "administrator")
sort?: number
}
