// Generated from schemas/api/mentioned-user.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A user a post mentions (@name or @"name with spaces") who exists: the post links to their profile.
 */
export interface MentionedUser {
userID: number
name: string
}
