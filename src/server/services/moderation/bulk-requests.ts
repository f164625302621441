// The whole-request checks of the bulk calls (docs/reference/errors.md#bulk-actions), run before any item, and the
// work they start. When a missing permission refuses the whole request (422, the messages of
// lib/moderation/bulk-rules.ts, with the names):
// - move, close, delete: only when the viewer lacks the permission on EVERY selected discussion they can see —
//   then nothing could succeed. With a mix, the request runs and each refused discussion fails on its own
//   (failedIDs + exceptionsByID: 403), so a moderator's move of three where one is refused moves the other two;
// - merge: when the permission is missing on ANY of them (the destination included) — merging only part of a
//   selection would give a different discussion than the one the moderator chose.
// Close is also refused when every selected discussion is already closed. A viewer who holds the operation's
// permission nowhere is refused with 403 before anything is read; a guest with 401. Discussions the viewer cannot
// see are not named (their names are private): they fail per item with 404.
import { inArray } from "drizzle-orm";
import { msg } from "../../../lib/i18n/msg";
import {
  BULK_GATES,
  BULK_MESSAGES,
  type BulkAction,
  MOVE_TARGET_MESSAGE,
} from "../../../lib/moderation/bulk-rules";
import type { DiscussionsBulkClose } from "../../../types/generated/api/discussions-bulk-close";
import type { DiscussionsBulkDelete } from "../../../types/generated/api/discussions-bulk-delete";
import type { DiscussionsBulkMove } from "../../../types/generated/api/discussions-bulk-move";
import type { DiscussionsMerge } from "../../../types/generated/api/discussions-merge";
import { discussions } from "../../db/schema";
import { fieldErrors, notFound, permissionDenied, signInRequired } from "../../http/errors";
import { loadCategoryIndex } from "../category-index";
import { isSignedIn, type ServiceContext, type Viewer } from "../context";
import type { BulkWork } from "./bulk-work";
import { canClose, canDelete, canEditIn, type ModeratedDiscussion } from "./moderation-permissions";

interface SelectedRow extends ModeratedDiscussion {
  discussionID: number;
  name: string;
  closed: boolean;
}

/** The selected discussions the viewer can see, in the order asked. */
async function visibleSelection(ctx: ServiceContext, ids: readonly number[]): Promise<SelectedRow[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .select({
      discussionID: discussions.discussionID,
      name: discussions.name,
      categoryID: discussions.categoryID,
      insertUserID: discussions.insertUserID,
      closed: discussions.closed,
    })
    .from(discussions)
    .where(inArray(discussions.discussionID, [...ids]));
  const byID = new Map(rows.map((row) => [row.discussionID, row]));
  return ids
    .map((id) => byID.get(id))
    .filter((row): row is SelectedRow => !!row && ctx.viewer.permissions.canViewCategory(row.categoryID));
}

/** BULK_MESSAGES's refusals followed by the names, as whole messages (word order differs between languages). */
const REFUSALS = {
  edit: msg("You don’t have the edit permission on the following discussions: {names}"),
  close: msg("You don't have the close permission on the following discussions: {names}"),
  delete: msg("You don’t have the delete permission on the following discussions: {names}"),
} as const;

function refuse(refusal: keyof typeof REFUSALS, refused: readonly SelectedRow[]) {
  const values = { names: refused.map((row) => row.name).join(", ") };
  return fieldErrors(422, [
    { field: "discussionIDs", code: "permission", message: REFUSALS[refusal], values },
  ]);
}

/** Guests sign in first; a viewer holding none of the permissions anywhere is refused outright. */
function gate(viewer: Viewer, action: BulkAction): void {
  if (!isSignedIn(viewer)) throw signInRequired();
  if (!viewer.permissions.has("community.moderate") && !viewer.permissions.hasAny(BULK_GATES[action]))
    throw permissionDenied();
}

export async function prepareMove(ctx: ServiceContext, body: DiscussionsBulkMove): Promise<BulkWork> {
  gate(ctx.viewer, "move");
  const index = await loadCategoryIndex(ctx.db);
  const target = index.byID.get(body.categoryID);
  if (!target || !ctx.viewer.permissions.canViewCategory(target.categoryID)) throw notFound("Category");
  if (!canEditIn(ctx.viewer, target.categoryID)) {
    throw fieldErrors(422, [
      {
        field: "categoryID",
        code: "permission",
        message: MOVE_TARGET_MESSAGE,
        values: { category: target.name },
      },
    ]);
  }
  const selected = await visibleSelection(ctx, body.discussionIDs);
  const refused = selected.filter((row) => !canEditIn(ctx.viewer, row.categoryID));
  if (selected.length && refused.length === selected.length) throw refuse("edit", refused);
  return {
    action: "move",
    ids: body.discussionIDs,
    total: body.discussionIDs.length,
    categoryID: body.categoryID,
    addRedirects: body.addRedirects ?? false,
  };
}

export async function prepareClose(ctx: ServiceContext, body: DiscussionsBulkClose): Promise<BulkWork> {
  gate(ctx.viewer, "close");
  const selected = await visibleSelection(ctx, body.discussionIDs);
  const refused = selected.filter((row) => !canClose(ctx.viewer, row));
  if (selected.length && refused.length === selected.length) throw refuse("close", refused);
  if (body.closed && selected.length && selected.every((row) => row.closed)) {
    throw fieldErrors(422, [
      { field: "discussionIDs", code: "alreadyClosed", message: BULK_MESSAGES.alreadyClosed },
    ]);
  }
  return { action: "close", ids: body.discussionIDs, total: body.discussionIDs.length, closed: body.closed };
}

export async function prepareDelete(ctx: ServiceContext, body: DiscussionsBulkDelete): Promise<BulkWork> {
  gate(ctx.viewer, "delete");
  const selected = await visibleSelection(ctx, body.discussionIDs);
  const refused = selected.filter((row) => !canDelete(ctx.viewer, row.categoryID));
  if (selected.length && refused.length === selected.length) throw refuse("delete", refused);
  return { action: "delete", ids: body.discussionIDs, total: body.discussionIDs.length };
}

export async function prepareMerge(ctx: ServiceContext, body: DiscussionsMerge): Promise<BulkWork> {
  gate(ctx.viewer, "merge");
  const all = [...new Set([body.destinationDiscussionID, ...body.discussionIDs])];
  if (all.length < 2) {
    throw fieldErrors(422, [{ field: "discussionIDs", code: "tooFew", message: BULK_MESSAGES.mergeTooFew }]);
  }
  const selected = await visibleSelection(ctx, all);
  if (!selected.some((row) => row.discussionID === body.destinationDiscussionID))
    throw notFound("Discussion");
  const refused = selected.filter((row) => !canEditIn(ctx.viewer, row.categoryID));
  if (refused.length) throw refuse("edit", refused);
  const sources = body.discussionIDs.filter((id) => id !== body.destinationDiscussionID);
  return {
    action: "merge",
    ids: sources,
    total: sources.length,
    destinationID: body.destinationDiscussionID,
    addRedirects: body.addRedirects ?? false,
  };
}
