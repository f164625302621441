// Generated from schemas/api/discussion-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Body of PATCH /discussions/{id} (docs/reference/api-conventions.md#other-call-families, docs/reference/ui-behaviour.md#discussion-options, docs/reference/permissions.md#category-permissions): the moderation toggles (closed, sink, resolved, pinned with pinLocation), a move (categoryID), a change of author (insertUserID), and the content fields (name, body, format) an author or editor may change. Each field is checked against its own permission.
 */
export interface DiscussionPatch {
/**
 * discussions.close or discussions.moderate; an author with discussions.closeOwn for their own.
 */
closed?: boolean
/**
 * Sunk discussions do not rise when commented on (discussions.moderate or community.manage).
 */
sink?: boolean
/**
 * Triage (staff.allow, with triage.enabled on).
 */
resolved?: boolean
/**
 * An announcement (discussions.moderate or community.manage).
 */
pinned?: boolean
/**
 * Where an announcement shows: its category only, or every recent list. pinned true without it means category; none unpins.
 */
pinLocation?: ("none" | "category" | "recent")
/**
 * Move (discussions.edit in both categories).
 */
categoryID?: number
/**
 * Change the author (site.manage or community.manage).
 */
insertUserID?: number
name?: string
body?: string
format?: ("markdown" | "text" | "html")
}
