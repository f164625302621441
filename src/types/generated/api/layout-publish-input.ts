// Generated from schemas/api/layout-publish-input.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * POST /layouts/{id}/publish: the revision whose document the layout serves from now on (422 with its problems while it does not validate).
 */
export interface LayoutPublishInput {
revisionID: number
}
