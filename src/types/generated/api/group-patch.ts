// Generated from schemas/api/group-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A group's icon or banner: an address on the site (/media/…) or an http(s) one; null for none.
 */
export type GroupImageUrl = (string | null)

/**
 * Body of PATCH /groups/{id} (the group's leaders, groups.moderate): the fields to change.
 */
export interface GroupPatch {
name?: string
description?: string
privacy?: ("public" | "private" | "secret")
iconUrl?: GroupImageUrl
bannerUrl?: GroupImageUrl
}
