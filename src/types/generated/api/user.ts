// Generated from schemas/api/user.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A user's card/profile (docs/reference/api-conventions.md#resources). A restricted profile (private, or banned while banned profiles are private) carries only userID, name, photoUrl, url, private, banned and labelHtml, unless it is the viewer's own or the viewer has personalInfo.view; email only with personalInfo.view or for oneself; reactionsReceived only when expanded.
 */
export interface User {
userID: number
name: string
email?: string
photoUrl: string
url: string
private: boolean
banned: (0 | 1)
title?: (string | null)
/**
 * The label shown beside the name, as escaped HTML: 'Banned' for a banned user (it replaces the rank title), otherwise the title; null when there is none.
 */
labelHtml?: (string | null)
countDiscussions?: number
countComments?: number
dateInserted?: string
dateLastActive?: (string | null)
roleIDs?: number[]
/**
 * Reactions the user's posts received, per reaction type, counted in categories the viewer may see (expand=reactionsReceived or all).
 */
reactionsReceived?: ReactionReceived[]
}
/**
 * How many reactions of one type a user's posts received (docs/reference/api-conventions.md#resources User: reactionsReceived).
 */
export interface ReactionReceived {
tagID: number
urlcode: string
/**
 * The reaction's display name (Vote Up for Up).
 */
name: string
count: number
/**
 * /profile/reactions/{userName}?reaction={urlcode}
 */
url: string
}
