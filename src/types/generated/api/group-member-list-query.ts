// Generated from schemas/api/group-member-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Query of GET /groups/{id}/members: leaders first, then by when they joined; role narrows to one role. Paging in the response headers.
 */
export interface GroupMemberListQuery {
role?: ("leader" | "member")
page: number
limit: number
}
