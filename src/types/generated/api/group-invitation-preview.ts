// Generated from schemas/api/group-invitation-preview.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Answer of GET /groups/invitations/by-token: the group an emailed invitation is for and the address it was sent to (the register page shows the group and fills in the address).
 */
export interface GroupInvitationPreview {
groupID: number
groupName: string
email: string
}
