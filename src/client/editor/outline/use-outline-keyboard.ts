// The keys of a focused outline row: Alt+Arrow Up/Down moves the item, Enter selects it on the canvas, the tree
// keys (arrows, Home, End, a first letter) move focus or open and close; the rest goes to the drag sensor (Space).
import { type KeyboardEvent, useCallback } from "react";
import type { OutlineContextValue } from "./outline-context";
import type { OutlineNode } from "./outline-tree";
import { treeKeyAction } from "./tree-keys";
import type { OutlineMoves } from "./use-outline-moves";
import type { OutlineView } from "./use-outline-view";

interface KeyboardDeps {
  view: Pick<OutlineView, "rowList" | "focusItem" | "collapse">;
  keyboardMove: OutlineMoves["keyboardMove"];
  select(node: OutlineNode): void;
  /** While a drag is under way the sensor owns the keys. */
  dragging: boolean;
}

export function useOutlineKeyboard({
  view,
  keyboardMove,
  select,
  dragging,
}: KeyboardDeps): OutlineContextValue["onItemKeyDown"] {
  const { rowList, focusItem, collapse } = view;
  return useCallback(
    (event: KeyboardEvent<HTMLElement>, node: OutlineNode, dragKeyDown?: (event: KeyboardEvent) => void) => {
      if (event.target !== event.currentTarget || dragging) return;
      if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
        event.preventDefault();
        keyboardMove(node, event.key === "ArrowUp" ? -1 : 1);
        return;
      }
      if (event.key === "Enter") {
        event.preventDefault();
        select(node);
        return;
      }
      if (event.key === " " && !dragKeyDown) {
        // Nothing to pick up here (a region row); keep Space from scrolling the panel.
        event.preventDefault();
        return;
      }
      // Shortcuts with modifiers (Ctrl+D, Ctrl+Z…) belong to the editor, not to the tree.
      const action =
        event.ctrlKey || event.metaKey || event.altKey ? null : treeKeyAction(rowList, node.id, event.key);
      if (action) {
        event.preventDefault();
        if (action.type === "focus") focusItem(action.id);
        else collapse({ type: action.type, id: action.id });
        return;
      }
      dragKeyDown?.(event);
    },
    [rowList, focusItem, collapse, keyboardMove, select, dragging],
  );
}
