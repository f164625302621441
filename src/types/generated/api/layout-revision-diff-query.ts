// Generated from schemas/api/layout-revision-diff-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /layouts/{id}/revisions/{revisionID}/diff: the revision to compare with (the newer side of the diff).
 */
export interface LayoutRevisionDiffQuery {
/**
 * Another revision's id, or draft: what the editor opens (the newest revision when it is a draft newer than the published one, else the published document).
 */
to: string
}
