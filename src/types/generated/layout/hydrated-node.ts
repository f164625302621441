// Generated from schemas/layout/hydrated-node.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What the client renders: a registered component name and its props. Regions of sections hold further hydrated nodes.
 */
export interface HydratedNode {
$reactComponent: string
$reactProps: {
[k: string]: unknown | undefined
}
$middleware?: {
visibility?: {
device?: ("all" | "desktop" | "tablet" | "mobile")
}
}
}
