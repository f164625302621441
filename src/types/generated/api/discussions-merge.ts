// Generated from schemas/api/discussions-merge.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /discussions/merge: merge the selected discussions into one of them (the destination).
 */
export interface DiscussionsMerge {
/**
 * The selection; the destination may be among them.
 * 
 * @maxItems 500
 */
discussionIDs: number[]
destinationDiscussionID: number
addRedirects: boolean
longRunnerMode: "sync"
}
