// Generated from schemas/widgets/group-header.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * The group page's header: banner, icon, name, description, privacy and member count, and what the viewer may do there (join, ask to join, accept or decline an invitation, leave, invite, edit, start a discussion).
 */
export interface GroupHeaderProps {
showBanner: boolean
showDescription: boolean
/**
 * A page asset of the group page: it shows the page's group. Accepted so documents that say so read the same.
 */
isAsset: boolean
}
