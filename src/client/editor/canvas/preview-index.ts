// Matching server-hydrated nodes to the editor's nodes: every hydrated node carrying `$id` (the `$editorID` it was
// hydrated from) is indexed by it. Nodes equal to the previous hydration's are reused as the same objects, so a
// re-hydration re-renders only the widgets whose preview changed.
import { replaceEqualDeep } from "@tanstack/react-query";
import { isHydratedNode } from "../../../layout/nodes";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";
import { walkNodes } from "../model/paths";
import type { EditorDocument } from "../model/types";

export type PreviewIndex = ReadonlyMap<string, HydratedNode>;

/** Every hydrated node with an `$id`, at any depth (sections, their regions' widgets, nested tabs). */
export function indexHydratedNodes(layout: readonly unknown[]): Map<string, HydratedNode> {
  const index = new Map<string, HydratedNode>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isHydratedNode(value)) return;
    if (typeof value.$id === "string" && !index.has(value.$id)) index.set(value.$id, value);
    for (const prop of Object.values(value.$reactProps)) visit(prop);
  };
  visit(layout);
  return index;
}

/** `next` with every node deep-equal to the one `previous` had under the same id replaced by that object. */
export function shareUnchanged(previous: PreviewIndex | null, next: Map<string, HydratedNode>): PreviewIndex {
  if (!previous) return next;
  for (const [id, node] of next) {
    const before = previous.get(id);
    if (before) next.set(id, replaceEqualDeep(before, node));
  }
  return next;
}

/** The ids of every section and widget of a document: what a hydration of it was asked about. */
export function documentIDs(doc: EditorDocument): Set<string> {
  return new Set(walkNodes(doc).map((entry) => entry.node.$editorID));
}
