// Generated from schemas/api/attachment-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /attachments: escalate a post with an integration. Besides the three keys naming the integration and the post, the body holds the escalation form's fields (GET /attachments/schema), each a string, checked against that form (docs/reference/integrations.md#api).
 */
export interface AttachmentPost {
attachmentType: string
recordType: ("discussion" | "comment")
recordID: number
[k: string]: string | "discussion" | "comment" | number | undefined
}
