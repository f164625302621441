// Generated from schemas/api/conversation-message.schema.json by scripts/generate-types.ts. Do not edit.

export interface ConversationMessage {
messageID: number
conversationID: number
/**
 * Sanitized HTML rendered from the stored source.
 */
body: string
format: string
insertUserID: number
insertUser: ConversationParticipant
dateInserted: string
}
export interface ConversationParticipant {
userID: number
name: string
photoUrl: string
}
