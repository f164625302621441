// How a comment composer's draft is named and stored: one draft per discussion for the top-level composer and one
// per replied-to comment, known locally by the page path until the server gives it an id.
import type { DraftListQuery } from "../../types/generated/api/draft-list-query";
import type { Draft, DraftPost } from "../api/drafts";
import { fetchDrafts } from "../api/drafts";
import type { DraftContent } from "../drafts/local-drafts";
import { replyDraftUrl } from "./reply-draft-link";

export function commentDraftKey(discussionID: number, parentCommentID: number | null): string {
  const path = `/discussion/${discussionID}`;
  return parentCommentID === null ? `comment:${path}` : `comment:${path}#reply-${parentCommentID}`;
}

export function commentDraftPost(
  discussionID: number,
  parentCommentID: number | null,
  content: DraftContent,
  lastSaved: string,
): DraftPost {
  return {
    recordType: "comment",
    parentRecordType: "discussion",
    parentRecordID: discussionID,
    attributes: {
      body: content.body,
      format: content.format,
      lastSaved,
      draftMeta: parentCommentID === null ? {} : { commentParentID: parentCommentID },
    },
  };
}

export const isEmptyComment = (content: DraftContent) => content.body.trim() === "";

const replyTo = (draft: Draft) => draft.attributes.draftMeta?.commentParentID ?? null;

/** The member's unscheduled comment drafts on a discussion (scheduled ones live on the drafts page). */
export function commentDraftsFilter(discussionID: number): Partial<DraftListQuery> {
  return { recordType: "comment", parentRecordID: discussionID, draftStatus: "draft", limit: 30 };
}

/** The composer's own server draft, read by its draft session when it opens (outside React). */
export async function findCommentDraft(discussionID: number, parentCommentID: number | null) {
  const page = await fetchDrafts(commentDraftsFilter(discussionID));
  return page.items.find((draft) => replyTo(draft) === parentCommentID) ?? null;
}

/** Where another saved draft of this discussion is written: the comment it replies to, its reply opened. */
export function otherDraftUrl(drafts: Draft[], shownParentID: number | null): string | null {
  const other = drafts.find((draft) => replyTo(draft) !== shownParentID);
  if (!other) return null;
  const parent = replyTo(other);
  return parent === null ? `/discussion/${other.parentRecordID ?? 0}` : replyDraftUrl(parent);
}

/** A quote (EDIT's Quote action) appended to what is written, on a paragraph of its own. */
export function withQuote(body: string, quote: string): string {
  const trimmed = body.replace(/\s+$/, "");
  return `${trimmed ? `${trimmed}\n\n` : ""}${quote.replace(/\s+$/, "")}\n\n`;
}
