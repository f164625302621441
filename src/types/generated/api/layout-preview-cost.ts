// Generated from schemas/api/layout-preview-cost.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What hydrating an editor preview cost the server, measured while it ran (docs/reference/layout-documents.md#cost-meter): database queries counted through the database handle, JSON bytes of what was hydrated, and wall time. Widgets are measured one at a time, so no widget's time includes another's. total: the whole hydration (page params, page-level reads, every widget; bytes = the hydrated layout's JSON); page: what belongs to no widget (the page's records, translations, banner texts, switched-off addons; bytes = the layout's own keys such as name and seo).
 */
export interface LayoutPreviewCost {
/**
 * How a widget hidden on a device ($middleware.visibility.device) is served to it. client: the server knows no device, so it hydrates and sends every widget to every device, and the client only skips drawing it; hiding a widget on a device saves the server nothing.
 */
deviceHiding: "client"
total: CostAmount
page: CostAmount
/**
 * Each node the editor named ($editorID; the title bar as titleBar): its own cost, what the nodes inside it cost not included (they are listed on their own).
 */
widgets: WidgetCost[]
/**
 * What one page view on each device costs the server and carries (see deviceHiding).
 */
devices: {
desktop: CostAmount
tablet: CostAmount
mobile: CostAmount
}
}
export interface CostAmount {
/**
 * Database queries run.
 */
queries: number
/**
 * UTF-8 bytes of the hydrated JSON.
 */
bytes: number
/**
 * Server time, in milliseconds.
 */
ms: number
}
export interface WidgetCost {
/**
 * The node's $editorID (titleBar for the title bar).
 */
id: string
hydrateKey: string
queries: number
/**
 * 0 when the node hydrated to nothing.
 */
bytes: number
ms: number
/**
 * false: the node hydrated to nothing for this viewer (a role or category filter, or its loader hid it); its filters may still have cost queries.
 */
shown: boolean
}
