// Generated from schemas/api/group-invitation-token-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /groups/invitations/by-token: the token of an emailed invitation link.
 */
export interface GroupInvitationTokenQuery {
token: string
}
