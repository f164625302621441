// Generated from schemas/api/group.schema.json by scripts/generate-types.ts. Do not edit.

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
