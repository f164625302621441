// Moves made from the outline (by drag or by Alt+Arrow): applied to the document as one undo step, announced by
// name, and focus kept on the moved item wherever it lands.
import { useCallback } from "react";
import { moveSection, moveWidget } from "../model/ops";
import { useEditorStore } from "../store/editor-store";
import { describeSectionMove, describeWidgetMove } from "./describe-move";
import type { OutlineDrop } from "./drop-target";
import { type MoveDirection, stepSectionIndex, stepWidgetTarget } from "./keyboard-moves";
import { ancestorsOf, buildOutline, type OutlineNode } from "./outline-tree";
import type { OutlineView } from "./use-outline-view";

export interface OutlineMoves {
  /** Applies a move and returns what to announce; keeps focus on the moved item. */
  runMove(drop: OutlineDrop): string;
  /** One place up (-1) or down (1), announced; says so when the item cannot move further. */
  keyboardMove(node: OutlineNode, direction: MoveDirection): void;
}

export function useOutlineMoves(revealAndFocus: OutlineView["revealAndFocus"]): OutlineMoves {
  const store = useEditorStore();

  const runMove = useCallback(
    (drop: OutlineDrop): string => {
      const { apply, catalog: current, t } = store.getState();
      const ok =
        drop.kind === "widget"
          ? apply(t("Move widget"), (d) => moveWidget(d, drop.widgetID, drop.target, current))
          : apply(t("Move section"), (d) => moveSection(d, drop.sectionID, drop.index));
      const state = store.getState();
      if (!ok) return state.announcement;
      const id = drop.kind === "widget" ? drop.widgetID : drop.sectionID;
      revealAndFocus(id, ancestorsOf(buildOutline(state.doc, state.catalog), id));
      return drop.kind === "widget"
        ? describeWidgetMove(state.doc, drop.widgetID, state.catalog, "moved", t)
        : describeSectionMove(state.doc, drop.sectionID, state.catalog, "moved", t);
    },
    [store, revealAndFocus],
  );

  const keyboardMove = useCallback(
    (node: OutlineNode, direction: MoveDirection) => {
      const { doc: current, catalog: currentCatalog, announce, t } = store.getState();
      let drop: OutlineDrop | null = null;
      if (node.kind === "widget") {
        const target = stepWidgetTarget(current, node.editorID, direction, currentCatalog);
        if (target) drop = { kind: "widget", widgetID: node.editorID, target };
      } else if (node.kind === "section") {
        const index = stepSectionIndex(current, node.editorID, direction);
        if (index !== null) drop = { kind: "section", sectionID: node.editorID, index };
      }
      if (!drop) {
        if (node.kind !== "region")
          announce(
            direction < 0
              ? t("{name} cannot move further up", { name: node.label })
              : t("{name} cannot move further down", { name: node.label }),
          );
        return;
      }
      announce(runMove(drop));
    },
    [store, runMove],
  );

  return { runMove, keyboardMove };
}
