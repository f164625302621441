// Generated from schemas/api/report.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A member's report of a discussion or comment to the moderators (the queue at /dashboard/content/reports).
 */
export interface Report {
reportID: number
recordType: ("discussion" | "comment")
recordID: number
discussionID: number
categoryID: number
reason: ("spam" | "abuse" | "inappropriate" | "other")
noteBody: string
status: ("new" | "escalated" | "dismissed" | "resolved")
insertUserID: number
insertUser?: UserFragment
dateInserted: string
updateUserID: (number | null)
updateUser?: (UserFragment | null)
dateUpdated: (string | null)
/**
 * The reported post as it is now (in the queue): its discussion's name, its address and an excerpt; absent when the post was deleted.
 */
record?: {
name: string
url: string
excerpt: string
insertUserID: number
insertUser?: UserFragment
}
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
