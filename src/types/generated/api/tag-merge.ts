// Generated from schemas/api/tag-merge.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /tags/{id}/merge (community.manage, docs/reference/curation.md#tag-administration): every discussion of this tag gets the target instead, and this tag is deleted.
 */
export interface TagMerge {
targetTagID: number
}
