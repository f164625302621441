// Generated from schemas/api/tag-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /tags/{id} (community.manage, docs/reference/curation.md#tag-administration): a new name; the urlcode follows it.
 */
export interface TagPatch {
name: string
}
