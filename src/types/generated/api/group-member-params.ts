// Generated from schemas/api/group-member-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Path of /groups/{id}/members/{userID} and /groups/{id}/applicants/{userID}.
 */
export interface GroupMemberParams {
id: number
userID: number
}
