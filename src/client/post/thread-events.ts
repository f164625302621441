// Comments posted on this page, for the thread to show without a reload: the create comment asset (or any composer)
// announces a new comment; the thread of that discussion adds it where it belongs. A tiny in-page bus, so widgets
// need not import each other.
import type { Comment } from "../../types/generated/api/comment";

type Listener = (comment: Comment) => void;

const listeners = new Set<Listener>();

export function announceCommentPosted(comment: Comment): void {
  for (const listener of listeners) listener(comment);
}

export function onCommentPosted(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
