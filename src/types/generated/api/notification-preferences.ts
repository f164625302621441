// Generated from schemas/api/notification-preferences.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A member's notification preferences (GET /notification-preferences/{userID}, docs/reference/notifications.md#member-preferences): popup and email per notification type (NewDiscussion and NewComment are also the defaults a new follow starts with), the digest, the language of emails, and a pause.
 */
export interface NotificationPreferences {
NewDiscussion: {
popup: boolean
email: boolean
}
NewComment: {
popup: boolean
email: boolean
}
Mention: {
popup: boolean
email: boolean
}
Reply: {
popup: boolean
email: boolean
}
Reaction: {
popup: boolean
email: boolean
}
Message: {
popup: boolean
email: boolean
}
DigestEnabled: {
email: boolean
}
NotificationLanguage: string
/**
 * Until when no notification reaches the member (popup or email); null when not paused.
 */
PausedUntil: (string | null)
}
