// Generated from schemas/api/notification-preferences-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /notification-preferences/{userID}: the changed keys; a type object may name one channel.
 */
export interface NotificationPreferencesPatch {
NewDiscussion?: {
popup?: boolean
email?: boolean
}
NewComment?: {
popup?: boolean
email?: boolean
}
Mention?: {
popup?: boolean
email?: boolean
}
Reply?: {
popup?: boolean
email?: boolean
}
Reaction?: {
popup?: boolean
email?: boolean
}
Message?: {
popup?: boolean
email?: boolean
}
DigestEnabled?: {
email: boolean
}
NotificationLanguage?: string
PausedUntil?: (string | null)
}
