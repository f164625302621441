// Generated from schemas/api/unread-counts.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /users/me-counts and each event of GET /notifications/stream: the viewer's unread counts.
 */
export interface UnreadCounts {
countUnreadNotifications: number
countUnreadConversations: number
}
