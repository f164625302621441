// Generated from schemas/api/conversation-participant.schema.json by scripts/generate-types.ts. Do not edit.

export interface ConversationParticipant {
userID: number
name: string
photoUrl: string
}
