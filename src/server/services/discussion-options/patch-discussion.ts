// PATCH /discussions/{id} (docs/reference/api-conventions.md#request-headers,
// docs/reference/ui-behaviour.md#discussion-options, docs/reference/permissions.md#category-permissions): one call
// may carry several changes, each checked against its own permission before anything is written, so a refused field
// leaves the discussion as it was. The content fields go to the editing service, move and close to the shared
// moderation operations (the same rules as bulk moderation); announce, sink, resolve and a change of author are
// written here, with their audit entry, in one transaction.
import { eq } from "drizzle-orm";
import type { DiscussionPatch } from "../../../types/generated/api/discussion-patch";
import { contentLog, discussions, users } from "../../db/schema";
import { ApiError, type FieldErrorInput, fieldErrors, permissionDenied } from "../../http/errors";
import { type AuditActor, recordAudit } from "../audit-log";
import { loadCategoryIndex } from "../category-index";
import { readConfig, TRIAGE_ENABLED_KEY } from "../config";
import type { ServiceContext } from "../context";
import { editDiscussionContent } from "../editing/edit-discussion";
import { checkMoveTarget, moveDiscussion, setDiscussionClosed } from "../moderation/discussion-ops";
import { canClose } from "../moderation/moderation-permissions";
import { recountUsers } from "../moderation/recount";
import { loadForOption, type OptionDiscussionRow } from "./load";
import { canAnnounce, canChangeAuthor, canResolve } from "./option-permissions";

type PinLocation = "none" | "category" | "recent";

/**
 * What pinned and pinLocation become: either may be sent alone, and the pair always agrees. pinned alone keeps an
 * announcement where it is, and announces a discussion in its category.
 */
function announcement(
  patch: Pick<DiscussionPatch, "pinned" | "pinLocation">,
  row: Pick<OptionDiscussionRow, "pinned" | "pinLocation">,
): { pinned: boolean; pinLocation: PinLocation } | null {
  if (patch.pinned === undefined && patch.pinLocation === undefined) return null;
  if (patch.pinned === false || patch.pinLocation === "none") {
    if (patch.pinned === true) {
      throw fieldErrors(422, [
        {
          field: "pinLocation",
          code: "conflict",
          message: "An announcement needs a pinLocation of category or recent.",
        },
      ]);
    }
    return { pinned: false, pinLocation: "none" };
  }
  const kept = row.pinned && row.pinLocation === "recent" ? "recent" : "category";
  return { pinned: true, pinLocation: patch.pinLocation ?? kept };
}

async function isTriageEnabled(ctx: ServiceContext): Promise<boolean> {
  const values = await readConfig(ctx.db, [TRIAGE_ENABLED_KEY]);
  return values[TRIAGE_ENABLED_KEY] === true;
}

async function newAuthor(ctx: ServiceContext, userID: number): Promise<void> {
  const [user] = await ctx.db
    .select({ deleted: users.deleted })
    .from(users)
    .where(eq(users.userID, userID))
    .limit(1);
  if (!user || user.deleted) {
    throw fieldErrors(422, [
      { field: "insertUserID", code: "unknownUser", message: "That user does not exist." },
    ]);
  }
}

/** Every field's permission, checked before any change is made. */
async function checkPatch(
  ctx: ServiceContext,
  row: OptionDiscussionRow,
  patch: DiscussionPatch,
): Promise<void> {
  const { viewer } = ctx;
  const categoryID = row.categoryID;
  if (
    (patch.pinned !== undefined || patch.pinLocation !== undefined || patch.sink !== undefined) &&
    !canAnnounce(viewer, categoryID)
  )
    throw permissionDenied();
  if (patch.closed !== undefined && !canClose(viewer, row)) throw permissionDenied();
  // The move target is checked in full here (404, 403, a category that only groups others), not when the move is
  // made: the content edit is written first, and a refused move must not leave a renamed, unmoved discussion.
  if (patch.categoryID !== undefined && patch.categoryID !== categoryID)
    checkMoveTarget(viewer, await loadCategoryIndex(ctx.db), row, patch.categoryID);
  if (patch.insertUserID !== undefined && !canChangeAuthor(viewer, categoryID)) throw permissionDenied();
  if (patch.resolved !== undefined) {
    if (!canResolve(viewer)) throw permissionDenied();
    if (!(await isTriageEnabled(ctx))) {
      throw new ApiError(403, "Triage is not enabled.", {
        description: "Turn on triage (triage.enabled) to resolve and unresolve discussions.",
      });
    }
  }
  const errors: FieldErrorInput[] = [];
  if (patch.name !== undefined && !patch.name.trim())
    errors.push({ field: "name", code: "empty", message: "name must contain some text." });
  if (errors.length) throw fieldErrors(422, errors);
  if (patch.insertUserID !== undefined) await newAuthor(ctx, patch.insertUserID);
  announcement(patch, row);
}

/** The moderation fields that changed, before and after, for the audit log. */
function ownChanges(row: OptionDiscussionRow, patch: DiscussionPatch) {
  const after: Record<string, unknown> = {};
  const pin = announcement(patch, row);
  if (pin && (pin.pinned !== row.pinned || pin.pinLocation !== row.pinLocation)) Object.assign(after, pin);
  if (patch.sink !== undefined && patch.sink !== row.sink) after.sink = patch.sink;
  if (patch.resolved !== undefined && patch.resolved !== row.resolved) after.resolved = patch.resolved;
  if (patch.insertUserID !== undefined && patch.insertUserID !== row.insertUserID)
    after.insertUserID = patch.insertUserID;
  const before = Object.fromEntries(
    Object.keys(after).map((key) => [key, row[key as keyof OptionDiscussionRow]]),
  );
  return { before, after };
}

/**
 * Applies the patch; throws the API error of the first refusal (401 guests, 404 hidden, 403 without permission,
 * 422 for values a rule refuses).
 */
export async function patchDiscussion(
  ctx: ServiceContext,
  actor: AuditActor,
  discussionID: number,
  patch: DiscussionPatch,
): Promise<void> {
  const row = await loadForOption(ctx, discussionID);
  await checkPatch(ctx, row, patch);

  const content = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.body !== undefined ? { body: patch.body } : {}),
    ...(patch.format !== undefined ? { format: patch.format } : {}),
  };
  if (Object.keys(content).length) await editDiscussionContent(ctx, discussionID, content);
  if (patch.categoryID !== undefined && patch.categoryID !== row.categoryID) {
    await moveDiscussion(ctx, discussionID, patch.categoryID);
    await audited(
      ctx,
      actor,
      discussionID,
      "discussion.move",
      { categoryID: row.categoryID },
      { categoryID: patch.categoryID },
    );
  }
  if (patch.closed !== undefined && patch.closed !== row.closed) {
    await setDiscussionClosed(ctx, discussionID, patch.closed);
    await audited(
      ctx,
      actor,
      discussionID,
      patch.closed ? "discussion.close" : "discussion.reopen",
      { closed: row.closed },
      { closed: patch.closed },
    );
  }

  const { before, after } = ownChanges(row, patch);
  if (Object.keys(after).length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(discussions)
      .set({ ...after, updateUserID: ctx.viewer.user.userID })
      .where(eq(discussions.discussionID, discussionID));
    if (after.insertUserID !== undefined) {
      // Who wrote it before stays in the content log (revision history), and both authors' counts follow.
      await tx.insert(contentLog).values({
        recordType: "discussion",
        recordID: discussionID,
        parentRecordID: row.categoryID,
        operation: "author",
        data: { insertUserID: row.insertUserID, newInsertUserID: after.insertUserID },
        insertUserID: ctx.viewer.user.userID,
        recordUserID: row.insertUserID,
      });
      await recountUsers(tx, [row.insertUserID, patch.insertUserID as number]);
    }
    await recordAudit(tx, actor, {
      action: "discussion.edit",
      recordType: "discussion",
      recordID: discussionID,
      changes: { before, after },
    });
  });
}

/** One audit entry for an operation another service made (its own transaction is done by then). */
export async function audited(
  ctx: ServiceContext,
  actor: AuditActor,
  discussionID: number,
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAudit(ctx.db, actor, {
    action,
    recordType: "discussion",
    recordID: discussionID,
    changes: { before, after },
  });
}
