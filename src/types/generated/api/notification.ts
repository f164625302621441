// Generated from schemas/api/notification.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One of the signed-in user's notifications (GET /notifications): what happened, who did it, where it links.
 */
export interface Notification {
notificationID: number
/**
 * The event that made it: reply, mention, reaction.
 */
reason: string
/**
 * Plain text; the client bolds the names it carries.
 */
headline: string
url: string
read: boolean
dateInserted: string
/**
 * The member whose action caused it; null for system notifications or a deleted member.
 */
activityUser: ({
userID: number
name: string
photoUrl: string
} | null)
/**
 * How many events it stands for: new comments in one followed discussion share one notification until it is read.
 */
count?: number
}
