// Generated from schemas/api/integration-catalog-item.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One integration a post may be escalated to (GET /attachments/catalog, spec 000 §3; docs/reference/integrations.md). writeableContentScope: what the viewer may escalate with it — all posts, only their own, or none (spec 000 §6: writing only with all or own).
 */
export interface IntegrationCatalogItem {
attachmentType: string
name: string
/**
 * The escalation form's title.
 */
title: string
/**
 * The menu item's label.
 */
label: string
submitButton: string
externalIDLabel: string
logoIcon: string
attachmentTypeIcon: string
postSuccessMessage: string
writeableContentScope: ("all" | "own" | "none")
recordTypes: ("discussion" | "comment")[]
}
