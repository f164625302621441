// POST /{discussions|comments}/{id}/reactions (docs/reference/ui-behaviour.md#optimistic-updates): the user's
// existing reaction on the record is removed, then the chosen one is added unless it was already theirs (reacting the
// same way twice takes it back, as voting Up twice does, docs/reference/ui-behaviour.md#optimistic-updates). Rows,
// score and the author's notification change in one transaction.
//
// Who may react: a signed-in member who sees the record and holds reactions.{class}.add in its category; the Promote
// reaction also needs curation.manage (docs/reference/permissions.md#global-permissions). Flag-class types are
// reports, not reactions (docs/reference/permissions.md#category-permissions: the Flag class is not a reaction), so
// nobody adds them here.
import { and, eq } from "drizzle-orm";
import type { ReactionCount } from "../../../types/generated/api/reaction-count";
import { reactions } from "../../db/schema";
import { fieldErrors, permissionDenied, signInRequired } from "../../http/errors";
import type { PermissionName } from "../../permissions/names";
import { isSignedIn, type ServiceContext } from "../context";
import { publishCountsChanged } from "../notifications/counts-bus";
import { planReactionNotification, writeReactionNotification } from "../notifications/reaction-notifications";
import { loadReactionRecord, type ReactionRecordType } from "./reaction-record";
import { addToScore, reactionCounts } from "./reaction-scores";
import { findByUrlcode, loadReactionTypes, type ReactionTypeRow, scoreValue } from "./reaction-types";

function unknownType(urlcode: string) {
  return fieldErrors(422, [
    {
      field: "reactionType",
      code: "unknownReactionType",
      message: "Unknown reaction type: {urlcode}.",
      values: { urlcode },
    },
  ]);
}

function checkMayAdd(ctx: ServiceContext, type: ReactionTypeRow, categoryID: number): void {
  if (type.class === "Flag") {
    throw fieldErrors(422, [
      {
        field: "reactionType",
        code: "flagNotReaction",
        message: "{name} is a flag, not a reaction: report the post instead.",
        values: { name: type.name },
      },
    ]);
  }
  const { permissions } = ctx.viewer;
  const classPermission = `reactions.${type.class.toLowerCase()}.add` as PermissionName;
  if (!permissions.has(classPermission, categoryID)) throw permissionDenied();
  if (type.urlcode === "Promote" && !permissions.has("curation.manage", categoryID)) throw permissionDenied();
}

export async function toggleReaction(
  ctx: ServiceContext,
  recordType: ReactionRecordType,
  recordID: number,
  urlcode: string,
): Promise<ReactionCount[]> {
  const { viewer, db } = ctx;
  if (!isSignedIn(viewer)) throw signInRequired();
  const record = await loadReactionRecord(db, viewer, recordType, recordID);
  const types = await loadReactionTypes(db);
  const type = findByUrlcode(types, urlcode);
  if (!type?.active) throw unknownType(urlcode);
  checkMayAdd(ctx, type, record.categoryID);

  const userID = viewer.user.userID;
  // Planned whether or not the toggle ends up adding: deciding needs the author's permissions, read outside the
  // transaction (PGlite serialises a transaction with every other query). Written only when a reaction is added.
  const recipient = await planReactionNotification(db, record, userID);
  const now = new Date();
  const { counts, notified } = await db.transaction(async (tx) => {
    const ownRecord = and(
      eq(reactions.recordType, recordType),
      eq(reactions.recordID, recordID),
      eq(reactions.userID, userID),
    );
    const [removed] = await tx.delete(reactions).where(ownRecord).returning({ tagID: reactions.tagID });
    // Conflict-free insert: of two simultaneous toggles by one user only one row lands, and the score counts
    // only the row that did.
    const added =
      removed?.tagID === type.tagID
        ? []
        : await tx
            .insert(reactions)
            .values({ recordType, recordID, userID, tagID: type.tagID, dateInserted: now })
            .onConflictDoNothing()
            .returning({ tagID: reactions.tagID });
    await addToScore(
      tx,
      recordType,
      recordID,
      scoreValue(types, added[0]?.tagID) - scoreValue(types, removed?.tagID),
    );
    const notified =
      added.length && recipient
        ? await writeReactionNotification(tx, recipient, record, viewer.user, now)
        : [];
    // The author's email, if they want one, is decided and sent by the job queue (event-emails.ts).
    if (added.length && record.authorID !== userID) {
      await ctx.notificationEvents?.queueEmail(tx, {
        kind: "reaction",
        recordType,
        recordID,
        reactorID: userID,
        recipientID: record.authorID,
      });
    }
    return { counts: await reactionCounts(tx, recordType, recordID), notified };
  });
  publishCountsChanged(db, notified);
  ctx.notificationEvents?.afterCommit();
  return counts;
}
