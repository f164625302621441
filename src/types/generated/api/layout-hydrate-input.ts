// Generated from schemas/api/layout-hydrate-input.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /layouts/hydrate: an unsaved document hydrated for a preview.
 */
export interface LayoutHydrateInput {
layoutViewType: string
formatVersion?: number
layout: {

}[]
titleBar?: {

}
params: {

}
}
