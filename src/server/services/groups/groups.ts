// Reading groups (docs/reference/groups.md#rest): one group, the list (all or the viewer's own, by name), and the
// group a category belongs to. A group the viewer may not see is missing for them: null here, 404 in the routes.
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { groupMembers, groups } from "../../db/schema-groups";
import { notFound, permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import { pageRequest } from "../paging";
import { escapeLike } from "../sql";
import type { GroupAccess } from "./access";
import {
  accessOf,
  type Group,
  type GroupRow,
  loadViewerGroupState,
  presentGroup,
  selectGroups,
  type ViewerGroupState,
  visibleGroupsCondition,
} from "./group-rows";

export interface LoadedGroup {
  row: GroupRow;
  state: ViewerGroupState;
  access: GroupAccess;
}

async function loadGroupWhere(ctx: ServiceContext, where: SQL): Promise<LoadedGroup | null> {
  const [row] = await selectGroups(ctx).where(where).limit(1);
  if (!row) return null;
  const state = await loadViewerGroupState(ctx, [row.groupID]);
  const access = accessOf(ctx, row, state);
  return access.canSeeGroup ? { row, state, access } : null;
}

/** The group with the viewer's place in it; 404 when it does not exist or the viewer may not see it. */
export async function requireGroup(ctx: ServiceContext, groupID: number): Promise<LoadedGroup> {
  const loaded = await loadGroupWhere(ctx, eq(groups.groupID, groupID));
  if (!loaded) throw notFound("Group");
  return loaded;
}

/** 401 for a guest, 403 for a member, when the rule refuses. */
export function refuseUnless(ctx: ServiceContext, allowed: boolean): void {
  if (allowed) return;
  throw isSignedIn(ctx.viewer) ? permissionDenied() : signInRequired();
}

export function present(ctx: ServiceContext, loaded: LoadedGroup): Group {
  return presentGroup(ctx, loaded.row, loaded.state, loaded.access);
}

/** A group as the viewer sees it; null when it does not exist or they may not see it. */
export async function getGroup(ctx: ServiceContext, groupID: number): Promise<Group | null> {
  const loaded = await loadGroupWhere(ctx, eq(groups.groupID, groupID));
  return loaded ? present(ctx, loaded) : null;
}

/** The group owning a category (docs/reference/groups.md#model); null for any other category or a hidden group. */
export async function groupOfCategory(ctx: ServiceContext, categoryID: number): Promise<Group | null> {
  const loaded = await loadGroupWhere(ctx, eq(groups.categoryID, categoryID));
  return loaded ? present(ctx, loaded) : null;
}

export interface GroupListOptions {
  filter?: "all" | "mine" | undefined;
  query?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

function listConditions(ctx: ServiceContext, options: GroupListOptions): SQL[] {
  const conditions: SQL[] = [];
  const visible = visibleGroupsCondition(ctx);
  if (visible) conditions.push(visible);
  if (options.filter === "mine") {
    // A guest belongs to no group.
    const userID = isSignedIn(ctx.viewer) ? ctx.viewer.user.userID : 0;
    conditions.push(
      sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupID} = ${groups.groupID} and ${groupMembers.userID} = ${userID})`,
    );
  }
  const text = options.query?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    const either = or(ilike(groups.name, pattern), ilike(groups.description, pattern));
    if (either) conditions.push(either);
  }
  return conditions;
}

/** Groups by name, the viewer's own with filter "mine"; secret ones only to those who may see them. */
export async function listGroups(
  ctx: ServiceContext,
  options: GroupListOptions = {},
): Promise<{ items: Group[]; total: number; page: number; limit: number }> {
  const { page, limit, offset } = pageRequest(options.page, options.limit, { page: 1, limit: 30 }, 100);
  const where = and(...listConditions(ctx, options));
  const [rows, totals] = await Promise.all([
    selectGroups(ctx)
      .where(where)
      .orderBy(asc(sql`lower(${groups.name})`), asc(groups.groupID))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(groups).where(where),
  ]);
  const state = await loadViewerGroupState(
    ctx,
    rows.map((row) => row.groupID),
  );
  return {
    items: rows.map((row) => presentGroup(ctx, row, state)),
    total: totals[0]?.total ?? 0,
    page,
    limit,
  };
}
