// Contract (issue 6): the comment composer (create comment asset and inline replies), with its local and server
// drafts. The drafts work fills it in.
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";

export interface CommentComposerProps {
  discussion: Discussion;
  /** Replying to a comment; null or absent for a top-level comment. */
  parentComment?: Comment | null;
  onPosted: (comment: Comment) => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CommentComposer(_props: CommentComposerProps) {
  return null;
}
