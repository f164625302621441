// Generated from schemas/api/role.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A role (GET /roles, site.manage): for the editor's view-as picker and the role-filter control.
 */
export interface Role {
roleID: number
name: string
/**
 * What the role is built on: guest is the role of signed-out visitors.
 */
type?: ("guest" | "member" | "moderator" | "administrator")
}
