// Requests to join a private group (docs/reference/groups.md#rest): leaders (and group moderators) list the pending
// ones with each asker's reason, and approve (the asker becomes a member) or deny them.
import { and, asc, eq } from "drizzle-orm";
import type { GroupMember } from "../../../types/generated/api/group-member";
import { groupApplications } from "../../db/schema-groups";
import { notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import { loadUserFragments, userFragmentOf } from "../users-batch";
import { refuseUnless, requireGroup } from "./groups";
import { addMember } from "./members";

const pending = (groupID: number) =>
  and(eq(groupApplications.groupID, groupID), eq(groupApplications.status, "pending"));

/** Pending requests, oldest first, as members with role "applicant" and their reason. */
export async function listApplicants(ctx: ServiceContext, groupID: number): Promise<GroupMember[]> {
  const loaded = await requireGroup(ctx, groupID);
  refuseUnless(ctx, loaded.access.canManage);
  const rows = await ctx.db
    .select()
    .from(groupApplications)
    .where(pending(groupID))
    .orderBy(asc(groupApplications.dateInserted), asc(groupApplications.userID))
    .limit(500);
  const users = await loadUserFragments(
    ctx.db,
    rows.map((row) => row.userID),
  );
  return rows.map((row) => ({
    userID: row.userID,
    role: "applicant" as const,
    reason: row.reason,
    dateInserted: row.dateInserted.toISOString(),
    user: userFragmentOf(users, row.userID),
  }));
}

/** Approves (member) or denies a pending request; 404 when the user has none. */
export async function decideApplication(
  ctx: ServiceContext,
  groupID: number,
  userID: number,
  status: "approved" | "denied",
): Promise<void> {
  const loaded = await requireGroup(ctx, groupID);
  refuseUnless(ctx, loaded.access.canManage);
  await ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ userID: groupApplications.userID })
      .from(groupApplications)
      .where(and(pending(groupID), eq(groupApplications.userID, userID)))
      .for("update");
    if (!application) throw notFound("User");
    if (status === "approved") {
      await addMember(tx, groupID, userID);
      return;
    }
    await tx
      .update(groupApplications)
      .set({ status: "denied", dateUpdated: new Date() })
      .where(and(eq(groupApplications.groupID, groupID), eq(groupApplications.userID, userID)));
  });
}
