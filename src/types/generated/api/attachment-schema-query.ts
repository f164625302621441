// Generated from schemas/api/attachment-schema-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /attachments/schema: the escalation form of one integration for one post (docs/reference/integrations.md#api).
 */
export interface AttachmentSchemaQuery {
attachmentType: string
recordType: ("discussion" | "comment")
recordID: number
}
