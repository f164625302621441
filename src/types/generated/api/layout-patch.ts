// Generated from schemas/api/layout-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /layouts/{id}: the parts of a stored layout to change. Templates are immutable; layoutViewType may be repeated but never changed (422).
 */
export interface LayoutPatch {
name?: string
/**
 * Accepted when it is the layout's own view type; a change is refused (422).
 */
layoutViewType?: string
formatVersion?: number
layout?: {

}[]
titleBar?: {

}
}
