// Generated from schemas/api/mention-suggestion.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A user GET /users/by-names suggests (docs/reference/api-conventions.md#resources Mention suggestion; the client adds its domID).
 */
export interface MentionSuggestion {
userID: number
name: string
photoUrl: (string | null)
dateLastActive: (string | null)
}
