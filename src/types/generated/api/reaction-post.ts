// Generated from schemas/api/reaction-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of POST /{discussions|comments}/{id}/reactions (docs/reference/api-conventions.md#other-call-families): the reaction type's urlcode. Toggles: the user's existing reaction on the record is removed, then this one is added unless it was that one.
 */
export interface ReactionPost {
reactionType: string
}
