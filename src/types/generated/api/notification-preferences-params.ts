// Generated from schemas/api/notification-preferences-params.schema.json by scripts/generate-types.ts. Do not edit.

export interface NotificationPreferencesParams {
userID: number
}
