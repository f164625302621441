// Generated from schemas/api/notification-list-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface NotificationListQuery {
page: number
limit: number
}
