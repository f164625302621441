// Generated from schemas/api/user-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /users (users.edit, users.delete or site.manage): people by name, or by email for viewers with personalInfo.view (case-insensitive, anywhere in the text), optionally holding one role; deleted accounts are never listed. Paging in the response headers.
 */
export interface UserListQuery {
query?: string
roleID?: number
page: number
limit: number
}
