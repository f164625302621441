// Generated from schemas/api/attachment-refresh.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /attachments/refresh: read the external items of these attachments again. onlyStale: only those last read more than 10 minutes ago (docs/reference/integrations.md#refreshing).
 */
export interface AttachmentRefresh {
/**
 * @maxItems 100
 */
attachmentIDs: number[]
onlyStale: boolean
}
