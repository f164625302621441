// Nesting a page of the thread (pure): the page's top-level comments in their sort order, each with its replies
// (oldest first) under the comment they answer. A reply deeper than maxDepth is shown at maxDepth, under its
// ancestor one level up (maxDepth 1 = flat: every reply follows its top-level comment, oldest first).
// Depth is the position in the tree the rows form, not the stored column (older rows may disagree).

export interface NestRow {
  commentID: number;
  parentCommentID: number | null;
  dateInserted: Date;
}

export interface Nested<R> {
  row: R;
  depth: number;
  /** Replies under this comment at any depth (what a collapsed toggle counts). */
  countReplies: number;
  children: Nested<R>[];
}

const byDate = <R extends NestRow>(a: R, b: R) =>
  a.dateInserted.getTime() - b.dateInserted.getTime() || a.commentID - b.commentID;

export function nestThread<R extends NestRow>(topLevel: R[], replies: R[], maxDepth: number): Nested<R>[] {
  const childrenOf = new Map<number, R[]>();
  for (const reply of replies.toSorted(byDate)) {
    if (reply.parentCommentID === null) continue;
    const list = childrenOf.get(reply.parentCommentID) ?? [];
    list.push(reply);
    childrenOf.set(reply.parentCommentID, list);
  }
  const limit = Math.max(1, maxDepth);

  /** Every reply under `id`, in tree order (depth-first, oldest first), with its true depth. */
  function descendants(id: number, depth: number, seen: Set<number>): { row: R; depth: number }[] {
    const out: { row: R; depth: number }[] = [];
    for (const child of childrenOf.get(id) ?? []) {
      if (seen.has(child.commentID)) continue; // a malformed cycle must not loop
      seen.add(child.commentID);
      out.push({ row: child, depth }, ...descendants(child.commentID, depth + 1, seen));
    }
    return out;
  }

  function build(row: R, depth: number, seen: Set<number>): Nested<R> {
    const node: Nested<R> = { row, depth, countReplies: 0, children: [] };
    if (depth + 1 >= limit) {
      // The next level is the deepest shown: every reply below this comment joins it, oldest first.
      node.children = descendants(row.commentID, depth + 1, seen)
        .map(({ row: reply }) => reply)
        .toSorted(byDate)
        .map((reply) => ({ row: reply, depth: Math.min(depth + 1, limit), countReplies: 0, children: [] }));
    } else {
      for (const child of childrenOf.get(row.commentID) ?? []) {
        if (seen.has(child.commentID)) continue;
        seen.add(child.commentID);
        node.children.push(build(child, depth + 1, seen));
      }
    }
    node.countReplies = node.children.reduce((sum, child) => sum + 1 + child.countReplies, 0);
    return node;
  }

  const seen = new Set<number>(topLevel.map((row) => row.commentID));
  const roots = topLevel.map((row) => build(row, 1, seen));
  if (limit > 1) return roots;
  // Flat: the replies (gathered under each top-level comment above) follow it in the one list.
  return roots.flatMap((root) => [{ ...root, countReplies: 0, children: [] }, ...root.children]);
}
