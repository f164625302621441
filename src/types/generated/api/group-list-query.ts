// Generated from schemas/api/group-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /groups (docs/reference/groups.md#rest): every group the viewer may see, or (mine) those they belong to, by name; query narrows to names and descriptions holding the text. Paging in the response headers.
 */
export interface GroupListQuery {
filter: ("all" | "mine")
query?: string
page: number
limit: number
}
