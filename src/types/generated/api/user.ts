// Generated from schemas/api/user.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A user's card/profile (spec 000 §3). A restricted (private) profile carries only userID, name, photoUrl, url, private and banned; email only with personalInfo.view or for oneself.
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
countDiscussions?: number
countComments?: number
dateInserted?: string
dateLastActive?: (string | null)
roleIDs?: number[]
}
