// Contract (issue 6): the discussion options menu (announce, sink, close, move, change type, change author, bump,
// resolve, delete, add to collection) beside the original post. The moderation work fills it in.
import type { Discussion } from "../../types/generated/api/discussion";

export interface DiscussionOptionsMenuProps {
  discussion: Discussion;
  /** The discussion after a change the page should show at once (closed, pinned, moved…). */
  onChanged?: (discussion: Discussion) => void;
}

export function DiscussionOptionsMenu(_props: DiscussionOptionsMenuProps) {
  return null;
}
