// Generated from schemas/layout/layout.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A layout as stored and edited (Vanilla-compatible): sections at the top level, widgets in their regions.
 */
export interface LayoutDocument {
$schema?: string
/**
 * The layout format version (current 2). Missing means 1, Vanilla's original format; older documents are migrated on read.
 */
formatVersion?: number
layoutID?: (number | string)
name?: string
layoutViewType: string
dateInserted?: string
layout: LayoutNode[]
titleBar?: LayoutNode
}
/**
 * A stored layout node: $hydrate names the resolver (a widget id such as react.app-banner, or param, literal, sprintf); the other keys are its arguments.
 */
export interface LayoutNode {
$hydrate: string
$middleware?: Middleware
[k: string]: unknown | undefined
}
/**
 * Conditions on a layout node. visibility is applied by the client; role-filter and category-filter by the server.
 */
export interface Middleware {
visibility?: {
/**
 * all, or the one device class that shows the node. tablet is Quorum's; desktop also covers tablet so that two-value documents read as they did (desktop = wider than the compact 800px breakpoint).
 */
device: ("all" | "desktop" | "tablet" | "mobile")
}
"role-filter"?: {
/**
 * Empty = everyone.
 */
roleIDs: number[]
}
"category-filter"?: {
categoryID: (number | string)
includeChildCategories: boolean
}
}
