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
/**
 * Hydrate as this viewer instead of the editor: guest (signed out) or a role id.
 */
viewAs?: ("guest" | number)
/**
 * The device the author previews. mobile: hydrated as a phone's page view is, without the nodes hidden on mobile (docs/reference/layout-documents.md#hiding-on-phones); tablet and desktop: every node, as their page views. Without it: every node.
 */
device?: ("desktop" | "tablet" | "mobile")
/**
 * Accepted for compatibility with Vanilla's hydrate API; Quorum renders no noscript HTML.
 */
includeNoScript?: boolean
}
