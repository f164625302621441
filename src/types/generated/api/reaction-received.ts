// Generated from schemas/api/reaction-received.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * How many reactions of one type a user's posts received (docs/reference/api-conventions.md#resources User: reactionsReceived).
 */
export interface ReactionReceived {
tagID: number
urlcode: string
/**
 * The reaction's display name (Vote Up for Up).
 */
name: string
count: number
/**
 * /profile/reactions/{userName}?reaction={urlcode}
 */
url: string
}
