// Generated from schemas/api/discussions-bulk-move.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /discussions/move: move these discussions to a category, optionally leaving redirects behind.
 */
export interface DiscussionsBulkMove {
/**
 * @minItems 1
 * @maxItems 500
 */
discussionIDs: [number, ...(number)[]]
categoryID: number
addRedirects: boolean
longRunnerMode: "sync"
}
