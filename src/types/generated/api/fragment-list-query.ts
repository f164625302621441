// Generated from schemas/api/fragment-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /fragments: the custom fragments, optionally of one fragment type and one status (the editor's Customization dropdown asks for ?fragmentType=<T>&status=active).
 */
export interface FragmentListQuery {
fragmentType?: string
status?: ("active" | "draft")
}
