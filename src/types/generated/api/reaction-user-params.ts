// Generated from schemas/api/reaction-user-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Path of DELETE /{discussions|comments}/{id}/reactions/{userID}: the record and whose reaction to remove.
 */
export interface ReactionUserParams {
id: number
userID: number
}
