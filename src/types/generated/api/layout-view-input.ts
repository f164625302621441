// Generated from schemas/api/layout-view-input.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PUT /layouts/{id}/views: where the layout applies; replaces all its views.
 * 
 * @maxItems 500
 */
export type LayoutViewInput = {
recordID: number
recordType: ("global" | "category" | "siteSection" | "customPage" | "knowledgeBase" | "group")
}[]
