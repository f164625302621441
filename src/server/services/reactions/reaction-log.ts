// GET /{discussions|comments}/{id}/reactions (docs/reference/api-conventions.md#other-call-families): who reacted
// how, newest first, a page at a time. Seeing who reacted needs reactions.view
// (docs/reference/permissions.md#global-permissions); a record the viewer may not see answers 404 before that is
// asked.
import { and, count, desc, eq } from "drizzle-orm";
import type { ReactionLogEntry } from "../../../types/generated/api/reaction-log-entry";
import { reactions, reactionTypes } from "../../db/schema";
import { permissionDenied, signInRequired } from "../../http/errors";
import { isSignedIn, type ServiceContext } from "../context";
import type { Paging } from "../paging";
import { loadUserFragments, userFragmentOf } from "../users-batch";
import { loadReactionRecord, type ReactionRecordType } from "./reaction-record";

type ReactionClass = ReactionLogEntry["reactionType"]["class"];

export async function listReactionLog(
  ctx: ServiceContext,
  recordType: ReactionRecordType,
  recordID: number,
  page: { page: number; limit: number; offset: number },
): Promise<{ items: ReactionLogEntry[]; paging: Paging }> {
  const { db, viewer } = ctx;
  const record = await loadReactionRecord(db, viewer, recordType, recordID);
  if (!viewer.permissions.has("reactions.view", record.categoryID)) {
    throw isSignedIn(viewer) ? permissionDenied() : signInRequired();
  }
  const onRecord = and(eq(reactions.recordType, recordType), eq(reactions.recordID, recordID));
  const [rows, totals] = await Promise.all([
    db
      .select({
        userID: reactions.userID,
        dateInserted: reactions.dateInserted,
        tagID: reactionTypes.tagID,
        urlcode: reactionTypes.urlcode,
        name: reactionTypes.name,
        class: reactionTypes.class,
      })
      .from(reactions)
      .innerJoin(reactionTypes, eq(reactionTypes.tagID, reactions.tagID))
      .where(onRecord)
      .orderBy(desc(reactions.dateInserted), desc(reactions.userID))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reactions).where(onRecord),
  ]);
  const users = await loadUserFragments(
    db,
    rows.map((row) => row.userID),
  );
  const items = rows.map((row) => ({
    tagID: row.tagID,
    userID: row.userID,
    user: userFragmentOf(users, row.userID),
    reactionType: {
      tagID: row.tagID,
      urlcode: row.urlcode,
      name: row.name,
      class: row.class as ReactionClass,
    },
    dateInserted: row.dateInserted.toISOString(),
  }));
  return { items, paging: { page: page.page, limit: page.limit, total: totals[0]?.n ?? 0 } };
}
