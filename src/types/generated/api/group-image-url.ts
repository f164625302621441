// Generated from schemas/api/group-image-url.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * A group's icon or banner: an address on the site (/media/…) or an http(s) one; null for none.
 */
export type GroupImageUrl = (string | null)
