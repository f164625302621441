// Generated from schemas/api/user-fragment.schema.json by scripts/generate-types.ts. Do not edit.

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
