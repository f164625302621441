// Generated from schemas/api/integration-catalog.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /attachments/catalog: the integrations that are on and set up, by attachment type, each with what the viewer may escalate with it (spec 000 §3, §6; docs/reference/integrations.md#api).
 */
export interface IntegrationCatalog {
[k: string]: IntegrationCatalogItem | undefined
}
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
