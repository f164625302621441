// Generated from schemas/layout/node.schema.json by scripts/generate-types.ts. Do not edit.

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
 * all, or the one device class that shows the node (docs/reference/layout-documents.md#middlewares): xs (up to 500px), mobile (up to 800px, xs included), tablet (801-1200px), no_bleed (1201-1280px: the content width fits without its gutters), desktop (wider than 800px: tablet and no_bleed included, so that two-value documents read as they did).
 */
device: ("all" | "desktop" | "tablet" | "mobile" | "xs" | "no_bleed")
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
