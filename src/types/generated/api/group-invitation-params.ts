// Generated from schemas/api/group-invitation-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Path of /groups/invitations/{invitationID}/decline.
 */
export interface GroupInvitationParams {
invitationID: number
}
