// Generated from schemas/widgets/hydrated/group-header.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Props the group header receives after hydration: the page's group as the viewer sees it, with what they may do there.
 */
export type GroupHeaderHydrated = (GroupHeaderProps & {
group: Group
/**
 * Guests are offered Sign In to join.
 */
signedIn: boolean
/**
 * The viewer may read the group's discussions (a private group's non-members may not): otherwise the header says so.
 */
canRead: boolean
})

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
/**
 * A group (docs/reference/groups.md): a place members gather and post, with its own category of discussions. privacy: public (anyone reads, members post), private (listed, join on approval, members read), secret (members only, not listed). viewer: what the asking user is to the group and may do there.
 */
export interface Group {
groupID: number
name: string
description: string
/**
 * /groups/{groupID}-{slug}
 */
url: string
privacy: ("public" | "private" | "secret")
/**
 * The group's own category, holding its discussions.
 */
categoryID: number
iconUrl: (string | null)
bannerUrl: (string | null)
countMembers: number
countDiscussions: number
insertUserID: number
dateInserted: string
dateUpdated?: (string | null)
viewer: {
membership: ("none" | "member" | "leader")
/**
 * May start a discussion in the group.
 */
canPost: boolean
/**
 * May edit the group, approve requests and remove members.
 */
canManage: boolean
canInvite: boolean
/**
 * join: a public group, or a pending invitation; apply: a private group without one.
 */
canJoin: ("no" | "join" | "apply")
/**
 * A request to join is pending.
 */
hasApplied: boolean
/**
 * A pending invitation to the viewer, which they may accept or decline.
 */
invitationID: (number | null)
}
}
