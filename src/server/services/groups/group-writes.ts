// Creating, changing and deleting groups (docs/reference/groups.md#rest). Members with groups.add create them (the
// creator leads the new group, whose category is made in the same transaction); leaders and group moderators change
// and delete them. Deleting removes the group's discussions (into the content log, like any deletion), its category,
// members, requests, invitations (and their notifications) and the layouts applied to it alone. The category index is dropped after every change: it carries the group's
// name and privacy, which decide who reads its category.
import { and, eq } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import type { GroupPatch } from "../../../types/generated/api/group-patch";
import type { GroupPost } from "../../../types/generated/api/group-post";
import type { Tx } from "../../db/client";
import { categories, collectionRecords, discussions, layoutViews } from "../../db/schema";
import { notifications } from "../../db/schema-activity";
import { groups } from "../../db/schema-groups";
import { fieldErrors } from "../../http/errors";
import { invalidateCategoryIndex } from "../category-index";
import type { ServiceContext } from "../context";
import { removeDiscussion } from "../moderation/discussion-ops";
import { publishCountsChanged } from "../notifications/counts-bus";
import { insertGroupWithCategory } from "./group-category";
import type { Group } from "./group-rows";
import { present, refuseUnless, requireGroup } from "./groups";

/** The collection record type of groups (spec 000 §3). */
const GROUPS_RECORD_TYPE = "groups";

function trimmedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) {
    throw fieldErrors(400, [{ field: "name", code: "blank", message: msg("Give the group a name.") }]);
  }
  return trimmed;
}

export async function createGroup(ctx: ServiceContext, input: GroupPost): Promise<Group> {
  refuseUnless(ctx, ctx.viewer.permissions.has("groups.add"));
  const name = trimmedName(input.name);
  const groupID = await ctx.db.transaction((tx) =>
    insertGroupWithCategory(tx, {
      name,
      description: (input.description ?? "").trim(),
      privacy: input.privacy,
      iconUrl: input.iconUrl ?? null,
      bannerUrl: input.bannerUrl ?? null,
      insertUserID: ctx.viewer.user.userID,
    }),
  );
  invalidateCategoryIndex(ctx.db);
  return present(ctx, await requireGroup(ctx, groupID));
}

export async function patchGroup(ctx: ServiceContext, groupID: number, patch: GroupPatch): Promise<Group> {
  const loaded = await requireGroup(ctx, groupID);
  refuseUnless(ctx, loaded.access.canManage);
  const name = patch.name === undefined ? undefined : trimmedName(patch.name);
  const changes = {
    ...(name !== undefined ? { name } : {}),
    ...(patch.description !== undefined ? { description: patch.description.trim() } : {}),
    ...(patch.privacy !== undefined ? { privacy: patch.privacy } : {}),
    ...(patch.iconUrl !== undefined ? { iconUrl: patch.iconUrl } : {}),
    ...(patch.bannerUrl !== undefined ? { bannerUrl: patch.bannerUrl } : {}),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(groups)
      .set({ ...changes, dateUpdated: new Date() })
      .where(eq(groups.groupID, groupID));
    // The category keeps the group's name: lists of posts show it as their place.
    if (name !== undefined)
      await tx.update(categories).set({ name }).where(eq(categories.categoryID, loaded.row.categoryID));
  });
  invalidateCategoryIndex(ctx.db);
  return present(ctx, await requireGroup(ctx, groupID));
}

async function removeGroupDiscussions(tx: Tx, categoryID: number, actorID: number): Promise<void> {
  const rows = await tx.select().from(discussions).where(eq(discussions.categoryID, categoryID));
  for (const row of rows) await removeDiscussion(tx, row, actorID, "delete");
}

export async function deleteGroup(ctx: ServiceContext, groupID: number): Promise<void> {
  const loaded = await requireGroup(ctx, groupID);
  refuseUnless(ctx, loaded.access.canManage);
  const { categoryID } = loaded.row;
  const told = await ctx.db.transaction(async (tx) => {
    await removeGroupDiscussions(tx, categoryID, ctx.viewer.user.userID);
    await tx
      .delete(collectionRecords)
      .where(
        and(eq(collectionRecords.recordType, GROUPS_RECORD_TYPE), eq(collectionRecords.recordID, groupID)),
      );
    // A layout applied to this group alone applies to nothing any more.
    await tx
      .delete(layoutViews)
      .where(and(eq(layoutViews.recordType, "group"), eq(layoutViews.recordID, groupID)));
    // Members, requests and invitations go with the group (ON DELETE CASCADE); the category after it.
    await tx.delete(groups).where(eq(groups.groupID, groupID));
    await tx.delete(categories).where(eq(categories.categoryID, categoryID));
    // Its invitations' notifications would lead to a page that is gone.
    return tx
      .delete(notifications)
      .where(and(eq(notifications.recordType, "group"), eq(notifications.recordID, groupID)))
      .returning({ userID: notifications.userID });
  });
  invalidateCategoryIndex(ctx.db);
  publishCountsChanged(ctx.db, [...new Set(told.map((row) => row.userID))]);
}
