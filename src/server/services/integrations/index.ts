// Integrations that escalate posts to other systems (docs/reference/integrations.md): what routes and the
// post-attachments widget use.
export { createAttachment, refreshAttachments } from "./attachments";
export { attachmentFormSchema, integrationCatalog } from "./catalog";
export { describedPostAttachments } from "./post-attachments";
export { verifyWebhookSignature } from "./webhook-signature";
