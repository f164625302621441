// What the engagement bar under each comment needs besides the comment itself: its reactions (every type but the
// Flag class, counts and the viewer's choice) and, for moderators of its category, its open reports. Two or three
// queries for a whole page of comments; the comment presenters call it.
import type { Comment } from "../../../types/generated/api/comment";
import type { ServiceContext } from "../context";
import { loadReportMeta } from "../reports/report-counts";
import { loadRecordReactions } from "./record-reactions";

export type CommentEngagement = Pick<Comment, "reactions" | "reportMeta">;

export async function loadCommentEngagement(
  ctx: ServiceContext,
  records: readonly { commentID: number; categoryID: number }[],
): Promise<Map<number, CommentEngagement>> {
  const ids = records.map((record) => record.commentID);
  const [reactions, reports] = await Promise.all([
    loadRecordReactions(ctx, "comment", ids),
    loadReportMeta(
      ctx,
      "comment",
      records.map((record) => ({ recordID: record.commentID, categoryID: record.categoryID })),
    ),
  ]);
  const engagement = new Map<number, CommentEngagement>();
  for (const id of ids) {
    const parts: CommentEngagement = { reactions: reactions.get(id) ?? [] };
    const meta = reports.get(id);
    if (meta) parts.reportMeta = meta;
    engagement.set(id, parts);
  }
  return engagement;
}
