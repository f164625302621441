// Generated from schemas/api/reaction.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One reaction type on a record, as GET /discussions?expand=reactions carries them (docs/reference/api-conventions.md#resources Reaction Discussion.reactions): every active type but the Flag class, zero counts included.
 */
export interface Reaction {
tagID: number
urlcode: string
name: string
class: ("Positive" | "Negative" | "Neutral")
count: number
/**
 * Whether the viewer's reaction on the record is this one.
 */
hasReacted: boolean
/**
 * What one reaction of this type adds to the score.
 */
reactionValue: number
}
