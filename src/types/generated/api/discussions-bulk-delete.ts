// Generated from schemas/api/discussions-bulk-delete.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of DELETE /discussions/list: delete these discussions (and their comments) as a synchronous long-runner.
 */
export interface DiscussionsBulkDelete {
/**
 * @minItems 1
 * @maxItems 500
 */
discussionIDs: [number, ...(number)[]]
longRunnerMode: "sync"
}
