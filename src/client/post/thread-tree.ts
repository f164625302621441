// Changes to a thread page already on screen (pure): a new comment joins it (a reply under its parent, placed as
// the server would nest it: never deeper than maxDepth), an edited one replaces its old self, a deleted one leaves
// with its replies. Counts of replies above the change follow.
import type { Comment } from "../../types/generated/api/comment";

function countOf(children: Comment[]): number {
  return children.reduce((sum, child) => sum + 1 + (child.countReplies ?? 0), 0);
}

function withChildren(comment: Comment, children: Comment[]): Comment {
  return { ...comment, children, countReplies: countOf(children) };
}

/** Adds a comment: top-level at the end of the page, a reply at the end of its parent's (or deepest ancestor's). */
export function insertComment(tree: Comment[], comment: Comment, maxDepth: number): Comment[] {
  const fresh: Comment = { ...comment, children: [], countReplies: 0 };
  if (tree.some((node) => containsComment(node, comment.commentID))) return tree;
  if (comment.parentCommentID === null) return [...tree, { ...fresh, depth: 1 }];
  const parentID = comment.parentCommentID;
  if (maxDepth <= 1) {
    // Flat: the reply follows its top-level comment's other replies.
    const rootIndex = tree.findIndex(
      (node) => node.commentID === parentID || containsComment(node, parentID),
    );
    if (rootIndex === -1) return tree;
    let end = rootIndex + 1;
    while (end < tree.length && tree[end]?.parentCommentID !== null) end++;
    return [...tree.slice(0, end), { ...fresh, depth: 1 }, ...tree.slice(end)];
  }
  let placed = false;
  const visit = (nodes: Comment[]): Comment[] =>
    nodes.map((node) => {
      if (placed) return node;
      if (node.commentID === parentID) {
        placed = true;
        // A reply to a comment at the deepest level joins that level (the comment's parent takes it).
        if (node.depth >= maxDepth) return node;
        return withChildren(node, [...(node.children ?? []), { ...fresh, depth: node.depth + 1 }]);
      }
      if (!containsComment(node, parentID)) return node;
      const children = node.children ?? [];
      const holder = children.find((child) => child.commentID === parentID);
      if (holder && holder.depth >= maxDepth) {
        placed = true;
        return withChildren(node, [...children, { ...fresh, depth: holder.depth }]);
      }
      return withChildren(node, visit(children));
    });
  return visit(tree);
}

function containsComment(node: Comment, commentID: number): boolean {
  return (node.children ?? []).some(
    (child) => child.commentID === commentID || containsComment(child, commentID),
  );
}

export function replaceComment(tree: Comment[], comment: Comment): Comment[] {
  return tree.map((node) => {
    if (node.commentID === comment.commentID) {
      return {
        ...node,
        ...comment,
        depth: node.depth,
        children: node.children ?? [],
        countReplies: node.countReplies ?? 0,
      };
    }
    if (!containsComment(node, comment.commentID)) return node;
    return withChildren(node, replaceComment(node.children ?? [], comment));
  });
}

export function removeComment(tree: Comment[], commentID: number): Comment[] {
  return tree
    .filter((node) => node.commentID !== commentID)
    .map((node) =>
      containsComment(node, commentID)
        ? withChildren(node, removeComment(node.children ?? [], commentID))
        : node,
    );
}

/** The IDs of a comment's ancestors on the page, outermost first (to open collapsed replies on the way to it). */
export function ancestorsOf(tree: Comment[], commentID: number): number[] {
  for (const node of tree) {
    if (node.commentID === commentID) return [];
    if (containsComment(node, commentID))
      return [node.commentID, ...ancestorsOf(node.children ?? [], commentID)];
  }
  return [];
}
