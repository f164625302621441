// Generated from schemas/api/notification-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /notifications/{id} and PATCH /notifications (all): only marking read is supported.
 */
export interface NotificationPatch {
read: true
}
