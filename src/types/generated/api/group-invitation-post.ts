// Generated from schemas/api/group-invitation-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /groups/{id}/invitations (docs/reference/groups.md#invitations): members by ID and outside addresses, at least one in all. An address that is not valid is answered per item (invalidEmail), not refused whole.
 */
export interface GroupInvitationPost {
/**
 * @maxItems 100
 */
userIDs?: number[]
/**
 * @maxItems 100
 */
emails?: string[]
}
