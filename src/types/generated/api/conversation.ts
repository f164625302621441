// Generated from schemas/api/conversation.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A private conversation as one of its participants sees it.
 */
export interface Conversation {
conversationID: number
insertUserID: number
dateInserted: string
dateLastMessage: string
countMessages: number
/**
 * Messages the viewer has not read yet.
 */
countUnread: number
participants: ConversationParticipant[]
lastMessage: ({
messageID: number
insertUserID: number
/**
 * Plain text, at most 160 characters.
 */
excerpt: string
dateInserted: string
} | null)
}
export interface ConversationParticipant {
userID: number
name: string
photoUrl: string
}
