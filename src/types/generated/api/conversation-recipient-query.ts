// Generated from schemas/api/conversation-recipient-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /conversations/recipient?name=: the member a new message to /messages/add/{name} goes to.
 */
export interface ConversationRecipientQuery {
name: string
}
