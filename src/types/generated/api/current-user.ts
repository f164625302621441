// Generated from schemas/api/current-user.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The signed-in user, or the guest (userID 0) (docs/reference/api-conventions.md#resources).
 */
export interface CurrentUser {
/**
 * 0 for a guest.
 */
userID: number
name: string
/**
 * "" when the user has no photo.
 */
photoUrl: string
dateLastActive: (string | null)
roleIDs: number[]
isAdmin: boolean
emailConfirmed: boolean
countUnreadNotifications: number
countUnreadConversations: number
}
