// Generated from schemas/api/user-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /users/{userID}: the fields to change. Anyone signed in may change their own name, email, title, photoUrl and private; users.edit may change anyone's (another's email also needs personalInfo.view) plus roleIDs and banned. A name or email already taken is refused (422); an empty string clears title and photoUrl.
 */
export interface UserPatch {
name?: string
email?: string
title?: (string | null)
/**
 * An http(s) address or a path on this site (e.g. an upload's /media/… URL); empty or null clears it.
 */
photoUrl?: (string | null)
private?: boolean
/**
 * @minItems 1
 * @maxItems 50
 */
roleIDs?: [number, ...(number)[]]
banned?: (0 | 1)
}
