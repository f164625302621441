// Generated from schemas/api/group-post.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A group's icon or banner: an address on the site (/media/…) or an http(s) one; null for none.
 */
export type GroupImageUrl = (string | null)

/**
 * Body of POST /groups (groups.add): the creator becomes the group's leader. iconUrl and bannerUrl: an address on the site (/media/…) or an http(s) one.
 */
export interface GroupPost {
name: string
description?: string
privacy: ("public" | "private" | "secret")
iconUrl?: GroupImageUrl
bannerUrl?: GroupImageUrl
}
