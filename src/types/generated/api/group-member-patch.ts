// Generated from schemas/api/group-member-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /groups/{id}/members/{userID}: the member's new role (a group keeps at least one leader).
 */
export interface GroupMemberPatch {
role: ("leader" | "member")
}
