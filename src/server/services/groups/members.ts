// Membership (docs/reference/groups.md#rest): the member list (leaders first), joining — at once for a public group
// or with an invitation, by request for a private one —, leaving, removal by a leader, and roles. A group always
// keeps a leader: the last one can neither leave nor be removed nor step down (409); deleting the group is the way out.
import { and, asc, count, eq, sql } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { GroupMember } from "../../../types/generated/api/group-member";
import type { Tx } from "../../db/client";
import { groupApplications, groupInvitations, groupMembers } from "../../db/schema-groups";
import { ApiError, notFound, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import { pageRequest } from "../paging";
import { loadUserFragments, userFragmentOf } from "../users-batch";
import { recountMembers } from "./group-category";
import type { Group } from "./group-rows";
import { type LoadedGroup, present, refuseUnless, requireGroup } from "./groups";

export type { GroupMember };

export interface MemberListOptions {
  role?: "leader" | "member" | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** Members, leaders first, then by when they joined; paged. 404 for a hidden group, 401/403 for an unreadable one. */
export async function listGroupMembers(
  ctx: ServiceContext,
  groupID: number,
  options: MemberListOptions = {},
): Promise<{ items: GroupMember[]; total: number; page: number; limit: number }> {
  const loaded = await requireGroup(ctx, groupID);
  refuseUnless(ctx, loaded.access.canRead);
  const { page, limit, offset } = pageRequest(options.page, options.limit, { page: 1, limit: 30 }, 100);
  const where = and(
    eq(groupMembers.groupID, groupID),
    options.role ? eq(groupMembers.role, options.role) : undefined,
  );
  const [rows, totals] = await Promise.all([
    ctx.db
      .select()
      .from(groupMembers)
      .where(where)
      .orderBy(
        asc(sql`case when ${groupMembers.role} = 'leader' then 0 else 1 end`),
        asc(groupMembers.dateInserted),
        asc(groupMembers.userID),
      )
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(groupMembers).where(where),
  ]);
  const users = await loadUserFragments(
    ctx.db,
    rows.map((row) => row.userID),
  );
  const items = rows.map((row) => ({
    userID: row.userID,
    role: row.role === "leader" ? ("leader" as const) : ("member" as const),
    dateInserted: row.dateInserted.toISOString(),
    user: userFragmentOf(users, row.userID),
  }));
  return { items, total: totals[0]?.total ?? 0, page, limit };
}

/** Adds a member (or keeps one), closing their open request and invitations to the group. */
export async function addMember(
  tx: Tx,
  groupID: number,
  userID: number,
  role: "leader" | "member" = "member",
): Promise<void> {
  await tx.insert(groupMembers).values({ groupID, userID, role }).onConflictDoNothing();
  const now = new Date();
  await tx
    .update(groupApplications)
    .set({ status: "approved", dateUpdated: now })
    .where(
      and(
        eq(groupApplications.groupID, groupID),
        eq(groupApplications.userID, userID),
        eq(groupApplications.status, "pending"),
      ),
    );
  await tx
    .update(groupInvitations)
    .set({ status: "accepted", dateUpdated: now })
    .where(
      and(
        eq(groupInvitations.groupID, groupID),
        eq(groupInvitations.userID, userID),
        eq(groupInvitations.status, "pending"),
      ),
    );
  await recountMembers(tx, groupID);
}

function alreadyMember(): ApiError {
  return new ApiError(409, msg("You are already a member of this group."));
}

/**
 * POST /groups/{id}/join: a public group, an invitation, or a group moderator → member; a private group → a request
 * leaders approve. A secret group without an invitation is hidden (404 from requireGroup).
 */
export async function joinGroup(ctx: ServiceContext, groupID: number, reason = ""): Promise<Group> {
  const loaded = await requireGroup(ctx, groupID);
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (loaded.state.memberships.has(groupID)) throw alreadyMember();
  const userID = ctx.viewer.user.userID;
  if (loaded.access.canJoin === "join") {
    await ctx.db.transaction((tx) => addMember(tx, groupID, userID));
  } else if (loaded.access.canJoin === "apply") {
    await ctx.db
      .insert(groupApplications)
      .values({ groupID, userID, reason: reason.trim(), status: "pending" })
      .onConflictDoUpdate({
        target: [groupApplications.groupID, groupApplications.userID],
        set: { reason: reason.trim(), status: "pending", dateUpdated: new Date() },
      });
  } else if (loaded.state.applied.has(groupID)) {
    throw new ApiError(409, msg("You have already asked to join this group."));
  } else {
    throw notFound("Group");
  }
  return present(ctx, await requireGroup(ctx, groupID));
}

async function memberRole(ctx: ServiceContext, groupID: number, userID: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupID, groupID), eq(groupMembers.userID, userID)))
    .limit(1);
  return row?.role ?? null;
}

async function otherLeaders(tx: Tx, groupID: number, userID: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupID, groupID),
        eq(groupMembers.role, "leader"),
        sql`${groupMembers.userID} <> ${userID}`,
      ),
    );
  return row?.total ?? 0;
}

function lastLeader(): ApiError {
  return new ApiError(
    409,
    msg("A group needs a leader: make another member a leader first, or delete the group."),
  );
}

/** The member a leader acts on; 404 when they are not a member. */
async function requireMember(ctx: ServiceContext, loaded: LoadedGroup, userID: number): Promise<string> {
  const role = await memberRole(ctx, loaded.row.groupID, userID);
  if (role === null) throw notFound("User");
  return role;
}

/** DELETE /groups/{id}/members/{userID}: a member leaving, or a leader removing someone. */
export async function removeMember(ctx: ServiceContext, groupID: number, userID: number): Promise<void> {
  const loaded = await requireGroup(ctx, groupID);
  const self = isSignedIn(ctx.viewer) && ctx.viewer.user.userID === userID;
  if (!self) refuseUnless(ctx, loaded.access.canManage);
  const role = await requireMember(ctx, loaded, userID);
  await ctx.db.transaction(async (tx) => {
    if (role === "leader" && (await otherLeaders(tx, groupID, userID)) === 0) throw lastLeader();
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupID, groupID), eq(groupMembers.userID, userID)));
    await recountMembers(tx, groupID);
  });
}

/** PATCH /groups/{id}/members/{userID}: make a member a leader, or a leader a member (never the last one). */
export async function setMemberRole(
  ctx: ServiceContext,
  groupID: number,
  userID: number,
  role: "leader" | "member",
): Promise<GroupMember> {
  const loaded = await requireGroup(ctx, groupID);
  refuseUnless(ctx, loaded.access.canManage);
  const current = await requireMember(ctx, loaded, userID);
  await ctx.db.transaction(async (tx) => {
    if (current === "leader" && role === "member" && (await otherLeaders(tx, groupID, userID)) === 0)
      throw lastLeader();
    await tx
      .update(groupMembers)
      .set({ role })
      .where(and(eq(groupMembers.groupID, groupID), eq(groupMembers.userID, userID)));
  });
  const [row] = await ctx.db
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupID, groupID), eq(groupMembers.userID, userID)));
  if (!row) throw notFound("User");
  const users = await loadUserFragments(ctx.db, [userID]);
  return {
    userID,
    role: row.role === "leader" ? "leader" : "member",
    dateInserted: row.dateInserted.toISOString(),
    user: userFragmentOf(users, userID),
  };
}
