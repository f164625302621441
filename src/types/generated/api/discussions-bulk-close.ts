// Generated from schemas/api/discussions-bulk-close.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /discussions/close: close (or reopen) these discussions.
 */
export interface DiscussionsBulkClose {
/**
 * @minItems 1
 * @maxItems 500
 */
discussionIDs: [number, ...(number)[]]
closed: boolean
longRunnerMode: "sync"
}
