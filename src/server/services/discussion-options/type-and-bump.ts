// PUT /discussions/{id}/type (discussions.edit): a discussion becomes a question (Q&A status Unanswered) or back to
// a discussion (no Q&A status); the old type stays in the content log. PATCH /discussions/{id}/bump
// (curation.manage): the discussion's last activity becomes now, so it rises in recently-active lists.
import { eq } from "drizzle-orm";
import { contentLog, discussions } from "../../db/schema";
import { fieldErrors, permissionDenied } from "../../http/errors";
import { type AuditActor, recordAudit } from "../audit-log";
import type { ServiceContext } from "../context";
import { loadForOption } from "./load";
import { canBump, canChangeType } from "./option-permissions";

/** Q&A statuses (docs/reference/api-conventions.md#resources): a new question is Unanswered; other types have none. */
const UNANSWERED = 1;
const NO_STATUS = 0;
const CONVERTIBLE = new Set(["discussion", "question"]);

export async function changeDiscussionType(
  ctx: ServiceContext,
  actor: AuditActor,
  discussionID: number,
  type: "discussion" | "question",
): Promise<void> {
  const row = await loadForOption(ctx, discussionID);
  if (!canChangeType(ctx.viewer, row.categoryID)) throw permissionDenied();
  // A redirect (or a poll, an idea…) is not a post whose type this option switches.
  if (!CONVERTIBLE.has(row.type)) {
    throw fieldErrors(422, [
      {
        field: "type",
        code: "notConvertible",
        message: "A {from} cannot be changed to a {to}.",
        values: { from: row.type, to: type },
      },
    ]);
  }
  if (row.type === type) return;
  const statusID = type === "question" ? UNANSWERED : NO_STATUS;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(discussions)
      .set({ type, statusID, updateUserID: ctx.viewer.user.userID })
      .where(eq(discussions.discussionID, discussionID));
    await tx.insert(contentLog).values({
      recordType: "discussion",
      recordID: discussionID,
      parentRecordID: row.categoryID,
      operation: "type",
      data: { type: row.type, statusID: row.statusID, newType: type },
      insertUserID: ctx.viewer.user.userID,
      recordUserID: row.insertUserID,
    });
    await recordAudit(tx, actor, {
      action: "discussion.type",
      recordType: "discussion",
      recordID: discussionID,
      changes: { before: { type: row.type, statusID: row.statusID }, after: { type, statusID } },
    });
  });
}

export async function bumpDiscussion(
  ctx: ServiceContext,
  actor: AuditActor,
  discussionID: number,
): Promise<void> {
  const row = await loadForOption(ctx, discussionID);
  if (!canBump(ctx.viewer, row.categoryID)) throw permissionDenied();
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(discussions)
      .set({ dateLastComment: now })
      .where(eq(discussions.discussionID, discussionID));
    await recordAudit(tx, actor, {
      action: "discussion.bump",
      recordType: "discussion",
      recordID: discussionID,
      changes: {
        before: { dateLastComment: row.dateLastComment.toISOString() },
        after: { dateLastComment: now.toISOString() },
      },
    });
  });
}
