// Generated from schemas/api/tag-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /tags (community.manage, docs/reference/curation.md#tag-administration): a new tag; type "" (ordinary, the default) or "User".
 */
export interface TagPost {
name: string
type: ("" | "User")
}
