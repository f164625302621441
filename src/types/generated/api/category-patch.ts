// Generated from schemas/api/category-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /categories/{id}: the category settings an administrator changes (site.manage). So far whether its new discussions may be in members' digests (docs/reference/notifications.md#digest).
 */
export interface CategoryPatch {
allowDigest?: boolean
}
