// Generated from schemas/api/layout-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /layouts/{id}: the parts of a stored layout to change. Templates are immutable.
 */
export interface LayoutPatch {
name?: string
formatVersion?: number
layout?: {

}[]
titleBar?: {

}
}
