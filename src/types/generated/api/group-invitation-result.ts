// Generated from schemas/api/group-invitation-result.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Answer of POST /groups/{groupID}/invitations (docs/reference/groups.md#invitations): one result per invitee, in the order asked. status: invited (a member was notified, or a mail sent to an outside address), or why nobody was invited: alreadyMember, alreadyInvited, banned, unknownUser, invalidEmail, self.
 */
export interface GroupInvitationResult {
invitees: {
userID?: number
email?: string
/**
 * The member's name, when the invitee is a member.
 */
name?: string
status: ("invited" | "alreadyMember" | "alreadyInvited" | "banned" | "unknownUser" | "invalidEmail" | "self")
invitationID?: number
}[]
}
