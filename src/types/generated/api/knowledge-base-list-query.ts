// Generated from schemas/api/knowledge-base-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /knowledge-bases: the knowledge bases the viewer may see, by sort then name.
 */
export interface KnowledgeBaseListQuery {
siteSectionID?: number
/**
 * deleted: the managers' (site.manage) only; others get an empty list.
 */
status: ("published" | "deleted")
/**
 * permissions: each role's grants (editors and managers only).
 */
expand?: string[]
}
