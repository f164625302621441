// Generated from schemas/api/reaction-count.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * How many reactions of one type a record has, as POST /{discussions|comments}/{id}/reactions answers them (every active reaction type, zero included).
 */
export interface ReactionCount {
tagID: number
count: number
}
