// The reactions field of discussions (expand=reactions; docs/reference/api-conventions.md#resources
// Discussion.reactions Reaction): for a page of records, every active reaction type except the Flag class (reports,
// not reactions) with its count — zero included, so a reaction bar can show every button — and whether the viewer
// chose it. Two queries for a whole page, whatever its size.
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { Reaction } from "../../../types/generated/api/reaction";
import { reactions, reactionTypes } from "../../db/schema";
import { isSignedIn, type ServiceContext } from "../context";
import type { ReactionRecordType } from "./reaction-record";

type ReactionClass = Reaction["class"];

export async function loadRecordReactions(
  ctx: ServiceContext,
  recordType: ReactionRecordType,
  recordIDs: readonly number[],
): Promise<Map<number, Reaction[]>> {
  const byRecord = new Map<number, Reaction[]>();
  if (!recordIDs.length) return byRecord;
  const onRecords = and(eq(reactions.recordType, recordType), inArray(reactions.recordID, [...recordIDs]));
  const viewerID = ctx.viewer.user.userID;
  const [types, counts, own] = await Promise.all([
    ctx.db
      .select()
      .from(reactionTypes)
      .where(and(eq(reactionTypes.active, true), ne(reactionTypes.class, "Flag")))
      .orderBy(asc(reactionTypes.tagID)),
    ctx.db
      .select({ recordID: reactions.recordID, tagID: reactions.tagID, count: count() })
      .from(reactions)
      .where(onRecords)
      .groupBy(reactions.recordID, reactions.tagID),
    isSignedIn(ctx.viewer)
      ? ctx.db
          .select({ recordID: reactions.recordID, tagID: reactions.tagID })
          .from(reactions)
          .where(and(onRecords, eq(reactions.userID, viewerID)))
      : Promise.resolve([]),
  ]);
  const countOf = new Map(counts.map((row) => [`${row.recordID}:${row.tagID}`, row.count]));
  const chosen = new Map(own.map((row) => [row.recordID, row.tagID]));
  for (const recordID of recordIDs) {
    byRecord.set(
      recordID,
      types.map((type) => ({
        tagID: type.tagID,
        urlcode: type.urlcode,
        name: type.name,
        class: type.class as ReactionClass,
        count: countOf.get(`${recordID}:${type.tagID}`) ?? 0,
        hasReacted: chosen.get(recordID) === type.tagID,
        reactionValue: type.value,
      })),
    );
  }
  return byRecord;
}
