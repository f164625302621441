// PATCH /drafts/schedule/{id} and /drafts/cancel-schedule/{id}: a draft waits (draftStatus scheduled) until the
// scheduler publishes it at dateScheduled; cancelling returns it to a plain draft. Both only for its author.
import { and, eq } from "drizzle-orm";
import type { Draft } from "../../../types/generated/api/draft";
import type { DraftSchedule } from "../../../types/generated/api/draft-schedule";
import { drafts } from "../../db/schema-posts";
import { fieldErrors, notFound } from "../../http/errors";
import type { ServiceContext } from "../context";
import { assertCanPublish } from "./can-publish";
import { ownDraftRow } from "./drafts";
import { presentDraft } from "./present-draft";

export async function scheduleDraft(
  ctx: ServiceContext,
  draftID: number,
  input: DraftSchedule,
  now = new Date(),
): Promise<Draft> {
  const row = await ownDraftRow(ctx, draftID);
  const when = new Date(input.dateScheduled);
  if (!(when.getTime() > now.getTime())) {
    throw fieldErrors(400, [
      { field: "dateScheduled", code: "notInFuture", message: "The publication date must be in the future." },
    ]);
  }
  const silently = input.publishedSilently ?? false;
  await assertCanPublish(ctx, row, silently);
  const [updated] = await ctx.db
    .update(drafts)
    .set({
      draftStatus: "scheduled",
      dateScheduled: when,
      publishedSilently: silently,
      error: null,
      dateUpdated: now,
    })
    .where(and(eq(drafts.draftID, draftID), eq(drafts.insertUserID, ctx.viewer.user.userID)))
    .returning();
  if (!updated) throw notFound("Draft");
  return presentDraft(updated);
}

/** Back to a plain draft (also clears a failed publication's error); a draft not scheduled stays as it is. */
export async function cancelSchedule(ctx: ServiceContext, draftID: number, now = new Date()): Promise<Draft> {
  await ownDraftRow(ctx, draftID);
  const [updated] = await ctx.db
    .update(drafts)
    .set({
      draftStatus: "draft",
      dateScheduled: null,
      publishedSilently: false,
      error: null,
      dateUpdated: now,
    })
    .where(and(eq(drafts.draftID, draftID), eq(drafts.insertUserID, ctx.viewer.user.userID)))
    .returning();
  if (!updated) throw notFound("Draft");
  return presentDraft(updated);
}
