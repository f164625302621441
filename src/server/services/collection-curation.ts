// Who may put which records in collections (docs/reference/curation.md#collections,
// docs/reference/permissions.md#global-permissions): community.manage, in the record's category for a discussion or a
// category, anywhere for records that belong to no category (articles, knowledge bases, groups). A record the viewer
// may not see is never curated: its existence stays private.
import { inArray } from "drizzle-orm";
import { discussions } from "../db/schema";
import { permissionDenied, signInRequired } from "../http/errors";
import { type RecordRef, recordKey, resolveRecords } from "./collections";
import { isSignedIn, type ServiceContext } from "./context";
import { canCurateCollections } from "./discussion-options/option-permissions";

/** 401 for a guest, 403 without community.manage anywhere: the door of every collection write. */
export function requireCurator(ctx: ServiceContext): void {
  if (!isSignedIn(ctx.viewer)) throw signInRequired();
  if (!canCurateCollections(ctx.viewer)) throw permissionDenied();
}

export interface CurationCheck {
  /** Records the viewer may not see (or that do not exist). */
  hidden: RecordRef[];
  /** Records the viewer sees but may not curate. */
  refused: RecordRef[];
}

/** The category each discussion lives in. */
async function discussionCategories(ctx: ServiceContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ discussionID: discussions.discussionID, categoryID: discussions.categoryID })
    .from(discussions)
    .where(inArray(discussions.discussionID, ids));
  return new Map(rows.map((row) => [row.discussionID, row.categoryID]));
}

/** Sorts records into those the viewer may curate, may not see, and sees but may not curate. */
export async function checkCuration(ctx: ServiceContext, refs: readonly RecordRef[]): Promise<CurationCheck> {
  const visible = await resolveRecords(ctx, refs);
  const categoryOf = await discussionCategories(
    ctx,
    refs.filter((ref) => ref.recordType === "discussion").map((ref) => ref.recordID),
  );
  const hidden: RecordRef[] = [];
  const refused: RecordRef[] = [];
  for (const ref of refs) {
    if (!visible.has(recordKey(ref))) {
      hidden.push(ref);
      continue;
    }
    const categoryID =
      ref.recordType === "category"
        ? ref.recordID
        : ref.recordType === "discussion"
          ? categoryOf.get(ref.recordID)
          : undefined;
    if (!canCurateCollections(ctx.viewer, categoryID)) refused.push(ref);
  }
  return { hidden, refused };
}
