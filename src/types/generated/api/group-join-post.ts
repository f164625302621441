// Generated from schemas/api/group-join-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /groups/{id}/join: reason goes with a request to join a private group.
 */
export interface GroupJoinPost {
reason?: string
}
