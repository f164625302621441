// What every row of the outline needs from the tree around it, so rows stay small and the tree's state (focus,
// collapse, drag) lives in one place.
import { createContext, type KeyboardEvent, useContext } from "react";
import type { OutlineNode } from "./outline-tree";

export interface OutlineContextValue {
  /** The row holding the tab stop (roving tabindex). */
  tabStop: string | null;
  selectedID: string | null;
  hoverID: string | null;
  /** Problem count per section or widget id (nodes without problems are absent). */
  problemCounts: ReadonlyMap<string | null, number>;
  /** The item being dragged, while a drag is under way. */
  draggingID: string | null;
  overID: string | null;
  registerItem(id: string, element: HTMLElement | null): void;
  onItemKeyDown(
    event: KeyboardEvent<HTMLElement>,
    node: OutlineNode,
    dragKeyDown?: (event: KeyboardEvent) => void,
  ): void;
  onItemFocus(node: OutlineNode): void;
  activate(node: OutlineNode): void;
  toggle(node: OutlineNode): void;
  hover(node: OutlineNode | null): void;
}

export const OutlineContext = createContext<OutlineContextValue | null>(null);

export function useOutlineContext(): OutlineContextValue {
  const value = useContext(OutlineContext);
  if (!value) throw new Error("Outline rows must be rendered inside <Outline>.");
  return value;
}
