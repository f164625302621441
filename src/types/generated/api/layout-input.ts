// Generated from schemas/api/layout-input.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /layouts: a new stored layout. The document is validated whole before it is saved.
 */
export interface LayoutInput {
name: string
layoutViewType: string
formatVersion?: number
layout: {

}[]
titleBar?: {

}
}
