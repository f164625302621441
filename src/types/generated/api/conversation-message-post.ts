// Generated from schemas/api/conversation-message-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /conversations/{id}/messages: a reply.
 */
export interface ConversationMessagePost {
body: string
format: ("markdown" | "text" | "html")
}
