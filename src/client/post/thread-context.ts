// What every comment of a thread shares (the discussion, display options, the highlighted permalink, and the
// thread's change handlers), given once by the thread instead of passed down each level.
import { createContext, type ReactNode, useContext } from "react";
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";

export interface ThreadContextValue {
  discussion: Discussion;
  showOPTag: boolean;
  collapseChildDepth: number;
  highlightCommentID?: number | undefined;
  /** Comments whose replies start open although deep (the way to a permalink). */
  openAncestors: ReadonlySet<number>;
  onPosted: (comment: Comment) => void;
  onEdited: (comment: Comment) => void;
  onDeleted: (commentID: number) => void;
  /** Whether comments carry their #Comment_{id} anchors (a second listing of the same comments must not). */
  anchors: boolean;
  /** Extra controls beside a comment (Q&A accept / reject). */
  renderCommentExtras?: ((comment: Comment) => ReactNode) | undefined;
}

export const ThreadContext = createContext<ThreadContextValue | null>(null);

export function useThread(): ThreadContextValue {
  const value = useContext(ThreadContext);
  if (!value) throw new Error("A comment must be rendered inside a thread.");
  return value;
}
