// Generated from schemas/api/layout-assets.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /layouts/{id}/hydrate-assets: the JS chunks and CSS files the hydrated layout renders (root-relative).
 */
export interface LayoutAssets {
js: string[]
css: string[]
}
