// How a group is read and presented (schemas/api/group.schema.json): its row with its category's discussion count,
// the viewer's place in it (member, leader, a pending request or invitation), and which groups a viewer may see at
// all, as SQL (docs/reference/groups.md#privacy).
import { and, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Group } from "../../../types/generated/api/group";
import { categories } from "../../db/schema";
import { groupApplications, groupInvitations, groupMembers, groups } from "../../db/schema-groups";
import { ROOT_PERMISSION_CATEGORY } from "../../permissions/names";
import { isSignedIn, type ServiceContext } from "../context";
import { groupUrl } from "../urls";
import { type GroupAccess, type GroupMembership, groupAccess, isGroupPrivacy } from "./access";

export type { Group };

export const groupColumns = {
  groupID: groups.groupID,
  name: groups.name,
  description: groups.description,
  iconUrl: groups.iconUrl,
  bannerUrl: groups.bannerUrl,
  privacy: groups.privacy,
  categoryID: groups.categoryID,
  countMembers: groups.countMembers,
  insertUserID: groups.insertUserID,
  dateInserted: groups.dateInserted,
  dateUpdated: groups.dateUpdated,
  countDiscussions: categories.countDiscussions,
};

export interface GroupRow {
  groupID: number;
  name: string;
  description: string;
  iconUrl: string | null;
  bannerUrl: string | null;
  privacy: string;
  categoryID: number;
  countMembers: number;
  insertUserID: number;
  dateInserted: Date;
  dateUpdated: Date | null;
  countDiscussions: number;
}

/** The groups query: every group with its category's counters. */
export function selectGroups(ctx: ServiceContext) {
  return ctx.db
    .select(groupColumns)
    .from(groups)
    .innerJoin(categories, eq(categories.categoryID, groups.categoryID));
}

/** Invitations still open: pending and not expired. */
export function openInvitation(): SQL {
  return and(eq(groupInvitations.status, "pending"), gt(groupInvitations.dateExpires, sql`now()`)) as SQL;
}

/**
 * The groups a viewer may see (access.ts canSeeGroup) as a condition on `groups`: public and private ones, and secret
 * ones they belong to or are invited to; every one for group moderators. Undefined = no condition.
 */
export function visibleGroupsCondition(ctx: ServiceContext): SQL | undefined {
  const { viewer } = ctx;
  if (viewer.permissions.isGroupModerator()) return undefined;
  const listed = sql`${groups.privacy} <> 'secret'`;
  if (!isSignedIn(viewer)) return listed;
  const userID = viewer.user.userID;
  return or(
    listed,
    sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupID} = ${groups.groupID} and ${groupMembers.userID} = ${userID})`,
    sql`exists (select 1 from ${groupInvitations} where ${groupInvitations.groupID} = ${groups.groupID} and ${groupInvitations.userID} = ${userID} and ${groupInvitations.status} = 'pending' and ${groupInvitations.dateExpires} > now())`,
  );
}

/** The viewer's place in some groups, read fresh (a join earlier in the same request counts). */
export interface ViewerGroupState {
  memberships: Map<number, GroupMembership>;
  applied: Set<number>;
  invitations: Map<number, number>;
}

export async function loadViewerGroupState(
  ctx: ServiceContext,
  groupIDs: readonly number[],
): Promise<ViewerGroupState> {
  const state: ViewerGroupState = { memberships: new Map(), applied: new Set(), invitations: new Map() };
  if (!isSignedIn(ctx.viewer) || groupIDs.length === 0) return state;
  const userID = ctx.viewer.user.userID;
  const ids = [...new Set(groupIDs)];
  const [members, applications, invitations] = await Promise.all([
    ctx.db
      .select({ groupID: groupMembers.groupID, role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.userID, userID), inArray(groupMembers.groupID, ids))),
    ctx.db
      .select({ groupID: groupApplications.groupID })
      .from(groupApplications)
      .where(
        and(
          eq(groupApplications.userID, userID),
          eq(groupApplications.status, "pending"),
          inArray(groupApplications.groupID, ids),
        ),
      ),
    ctx.db
      .select({ groupID: groupInvitations.groupID, invitationID: groupInvitations.invitationID })
      .from(groupInvitations)
      .where(
        and(eq(groupInvitations.userID, userID), inArray(groupInvitations.groupID, ids), openInvitation()),
      ),
  ]);
  for (const row of members) state.memberships.set(row.groupID, row.role === "leader" ? "leader" : "member");
  for (const row of applications) state.applied.add(row.groupID);
  for (const row of invitations) state.invitations.set(row.groupID, row.invitationID);
  return state;
}

/** The rule for one group and the viewer (access.ts). */
export function accessOf(
  ctx: ServiceContext,
  row: Pick<GroupRow, "groupID" | "privacy">,
  state: ViewerGroupState,
) {
  return groupAccess({
    privacy: isGroupPrivacy(row.privacy) ? row.privacy : "secret",
    membership: state.memberships.get(row.groupID) ?? "none",
    moderator: ctx.viewer.permissions.isGroupModerator(),
    signedIn: isSignedIn(ctx.viewer),
    invited: state.invitations.has(row.groupID),
    hasApplied: state.applied.has(row.groupID),
  });
}

export function presentGroup(
  ctx: ServiceContext,
  row: GroupRow,
  state: ViewerGroupState,
  access: GroupAccess = accessOf(ctx, row, state),
): Group {
  return {
    groupID: row.groupID,
    name: row.name,
    description: row.description,
    url: groupUrl(row.groupID, row.name),
    privacy: isGroupPrivacy(row.privacy) ? row.privacy : "secret",
    categoryID: row.categoryID,
    iconUrl: row.iconUrl,
    bannerUrl: row.bannerUrl,
    countMembers: row.countMembers,
    countDiscussions: row.countDiscussions,
    insertUserID: row.insertUserID,
    dateInserted: row.dateInserted.toISOString(),
    dateUpdated: row.dateUpdated?.toISOString() ?? null,
    viewer: {
      membership: state.memberships.get(row.groupID) ?? "none",
      // The roles must grant posting too (a member whose email is unconfirmed may not post yet). A group's
      // category always has the root's permissions (group-category.ts), even one made after the viewer was loaded.
      canPost:
        access.canPost && ctx.viewer.permissions.grantedByRoles("discussions.add", ROOT_PERMISSION_CATEGORY),
      canManage: access.canManage,
      canInvite: access.canInvite,
      canJoin: access.canJoin,
      hasApplied: state.applied.has(row.groupID),
      invitationID: state.invitations.get(row.groupID) ?? null,
    },
  };
}
