// Generated from schemas/api/conversation-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /conversations: the other participants and the first message.
 */
export interface ConversationPost {
/**
 * @minItems 1
 * @maxItems 50
 */
participantUserIDs: [number, ...(number)[]]
body: string
format: ("markdown" | "text" | "html")
}
