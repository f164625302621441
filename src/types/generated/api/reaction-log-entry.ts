// Generated from schemas/api/reaction-log-entry.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * One reaction on a record, as GET /{discussions|comments}/{id}/reactions lists them (docs/reference/api-conventions.md#resources Reaction log entry).
 */
export interface ReactionLogEntry {
tagID: number
userID: number
user: UserFragment
reactionType: {
tagID: number
urlcode: string
name: string
class: ("Positive" | "Negative" | "Flag" | "Neutral")
}
dateInserted: string
}
/**
 * The few user fields shown beside content.
 */
export interface UserFragment {
userID: number
name: string
photoUrl: string
url: string
dateLastActive?: (string | null)
title?: string
banned?: (0 | 1)
private?: boolean
}
