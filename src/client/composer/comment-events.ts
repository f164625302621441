// What the top-level composer tells the page after posting: a `quorum:comment-posted` window event with the new
// comment. A comment thread that shows it in place calls preventDefault(); otherwise the composer opens the
// comment's permalink, which lands on the thread page holding it.
import type { Comment } from "../../types/generated/api/comment";

export const COMMENT_POSTED_EVENT = "quorum:comment-posted";

export interface CommentPostedDetail {
  comment: Comment;
}

/** Announces the comment; true when a listener took care of showing it. */
export function announceCommentPosted(comment: Comment): boolean {
  const event = new CustomEvent<CommentPostedDetail>(COMMENT_POSTED_EVENT, {
    detail: { comment },
    cancelable: true,
  });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
