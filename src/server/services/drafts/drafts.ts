// The drafts API's rules (routes/drafts.ts): a draft is its author's alone — anyone else, moderators included,
// gets 404 — and every write keeps it valid (validate-draft.ts). Scheduling lives in schedule-draft.ts.
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Draft } from "../../../types/generated/api/draft";
import type { DraftListQuery } from "../../../types/generated/api/draft-list-query";
import type { DraftPatch } from "../../../types/generated/api/draft-patch";
import type { DraftPost } from "../../../types/generated/api/draft-post";
import { drafts } from "../../db/schema-posts";
import { notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import type { Paging } from "../paging";
import { normaliseArticleDraft } from "./article-drafts";
import { type DraftRow, presentDraft, recordTypeOf } from "./present-draft";
import { type DraftShape, validateDraft } from "./validate-draft";

/** The viewer's own draft row, or 404 (someone else's draft does not exist for them). */
export async function ownDraftRow(ctx: ServiceContext, draftID: number): Promise<DraftRow> {
  const [row] = await ctx.db
    .select()
    .from(drafts)
    .where(and(eq(drafts.draftID, draftID), eq(drafts.insertUserID, ctx.viewer.user.userID)))
    .limit(1);
  if (!row) throw notFound("Draft");
  return row;
}

export async function getDraft(ctx: ServiceContext, draftID: number): Promise<Draft> {
  return presentDraft(await ownDraftRow(ctx, draftID));
}

export async function listDrafts(
  ctx: ServiceContext,
  query: DraftListQuery,
  page: { page: number; limit: number; offset: number },
): Promise<{ items: Draft[]; paging: Paging }> {
  const filters: SQL[] = [eq(drafts.insertUserID, ctx.viewer.user.userID)];
  if (query.recordType) filters.push(eq(drafts.recordType, query.recordType));
  if (query.recordID) filters.push(eq(drafts.recordID, query.recordID));
  if (query.parentRecordType) filters.push(eq(drafts.parentRecordType, query.parentRecordType));
  if (query.parentRecordID) filters.push(eq(drafts.parentRecordID, query.parentRecordID));
  if (query.draftStatus) filters.push(eq(drafts.draftStatus, query.draftStatus));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(drafts)
      .where(where)
      .orderBy(desc(drafts.dateUpdated), desc(drafts.draftID))
      .limit(page.limit)
      .offset(page.offset),
    ctx.db.select({ n: count() }).from(drafts).where(where),
  ]);
  return {
    items: rows.map(presentDraft),
    paging: { page: page.page, limit: page.limit, total: Number(total?.n ?? 0) },
  };
}

/** The parent a new discussion draft is filed under: its category (draftMeta.categoryID wins). */
function normalise(input: DraftShape): DraftShape {
  if (input.recordType === "article") return normaliseArticleDraft(input);
  if (input.recordType !== "discussion") return input;
  const categoryID = input.attributes.draftMeta?.categoryID ?? input.parentRecordID;
  return categoryID
    ? { ...input, parentRecordType: "category", parentRecordID: categoryID }
    : { ...input, parentRecordType: input.parentRecordType ?? null };
}

/** The columns of a draft shape (attributes are stored as jsonb). */
function columns(shape: DraftShape) {
  return { ...shape, attributes: shape.attributes as Record<string, unknown> };
}

/** lastSaved is when the author last changed it: the client's stamp (its newer-wins check) or now. */
function stamped(attributes: DraftShape["attributes"], now: Date): DraftShape["attributes"] {
  return { ...attributes, lastSaved: attributes.lastSaved ?? now.toISOString() };
}

export async function createDraft(ctx: ServiceContext, input: DraftPost, now = new Date()): Promise<Draft> {
  const shape = normalise({
    recordType: input.recordType,
    recordID: input.recordID ?? null,
    parentRecordType: input.parentRecordType ?? null,
    parentRecordID: input.parentRecordID ?? null,
    attributes: stamped(input.attributes, now),
  });
  await validateDraft(ctx, shape);
  const [row] = await ctx.db
    .insert(drafts)
    .values({ ...columns(shape), insertUserID: ctx.viewer.user.userID, dateInserted: now, dateUpdated: now })
    .returning();
  if (!row) throw new Error("The draft was not inserted.");
  return presentDraft(row);
}

export async function updateDraft(
  ctx: ServiceContext,
  draftID: number,
  patch: DraftPatch,
  now = new Date(),
): Promise<Draft> {
  const row = await ownDraftRow(ctx, draftID);
  const shape = normalise({
    recordType: recordTypeOf(row.recordType),
    recordID: patch.recordID !== undefined ? patch.recordID : row.recordID,
    parentRecordType:
      patch.parentRecordType !== undefined
        ? patch.parentRecordType
        : (row.parentRecordType as DraftShape["parentRecordType"]),
    parentRecordID: patch.parentRecordID !== undefined ? patch.parentRecordID : row.parentRecordID,
    attributes: patch.attributes
      ? { ...patch.attributes, lastSaved: patch.attributes.lastSaved ?? now.toISOString() }
      : (row.attributes as DraftShape["attributes"]),
  });
  await validateDraft(ctx, shape);
  const [updated] = await ctx.db
    .update(drafts)
    .set({ ...columns(shape), dateUpdated: now })
    .where(and(eq(drafts.draftID, draftID), eq(drafts.insertUserID, ctx.viewer.user.userID)))
    .returning();
  if (!updated) throw notFound("Draft");
  return presentDraft(updated);
}

export async function deleteDraft(ctx: ServiceContext, draftID: number): Promise<void> {
  await ownDraftRow(ctx, draftID);
  await ctx.db
    .delete(drafts)
    .where(and(eq(drafts.draftID, draftID), eq(drafts.insertUserID, ctx.viewer.user.userID)));
}
