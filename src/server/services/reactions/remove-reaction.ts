// DELETE /{discussions|comments}/{id}/reactions/{userID} (and DELETE …/reactions for one's own): only removes
// (docs/reference/ui-behaviour.md#optimistic-updates, the log's delete). Anyone may take back their own reaction;
// removing someone else's needs community.moderate in the record's category. Removing what is not there changes
// nothing and still succeeds.
import { and, eq } from "drizzle-orm";
import { reactions } from "../../db/schema";
import { permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import { loadReactionRecord, type ReactionRecordType } from "./reaction-record";
import { addToScore } from "./reaction-scores";
import { loadReactionTypes, scoreValue } from "./reaction-types";

export async function removeReaction(
  ctx: ServiceContext,
  recordType: ReactionRecordType,
  recordID: number,
  userID: number,
): Promise<void> {
  const { viewer, db } = ctx;
  if (!isSignedIn(viewer)) throw signInRequired();
  const record = await loadReactionRecord(db, viewer, recordType, recordID);
  const own = userID === viewer.user.userID;
  if (!own && !viewer.permissions.has("community.moderate", record.categoryID)) throw permissionDenied();

  const types = await loadReactionTypes(db);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(reactions)
      .where(
        and(
          eq(reactions.recordType, recordType),
          eq(reactions.recordID, recordID),
          eq(reactions.userID, userID),
        ),
      )
      .returning({ tagID: reactions.tagID });
    if (removed) await addToScore(tx, recordType, recordID, -scoreValue(types, removed.tagID));
  });
}
