// What a discussion list item shows beside its title (spec 001 §5, docs/reference/ui-behaviour.md#discussion-list-items).

export interface UnreadFacts {
  type: string;
  closed: boolean;
  unread?: boolean | undefined;
  countUnread?: number | undefined;
}

/**
 * The unread badge: only for a signed-in viewer, never on a closed redirect (the stub a moved discussion leaves
 * behind), and only when the discussion is unread or has unread comments.
 */
export function showsUnreadBadge(discussion: UnreadFacts, signedIn: boolean): boolean {
  if (!signedIn) return false;
  if (discussion.type === "redirect" && discussion.closed) return false;
  return discussion.unread === true || (discussion.countUnread ?? 0) > 0;
}
