// The outline: sections → regions → widgets as a WAI-ARIA tree with a roving tabindex, selection and hover
// synced with the store, drag and drop (its own DndContext: pointer and keyboard), and moves without a drag
// (Alt+ArrowUp/Down). Every move is announced by name. View state, moves, keys and drags each live in a hook
// beside this file; this one wires them to the rows.
import { DndContext, DragOverlay } from "@dnd-kit/core";
import { useCallback, useId, useMemo } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { problemCounts } from "../model/problems";
import { TITLE_BAR_ID } from "../model/types";
import { useEditor, useEditorStore } from "../store/editor-store";
import { OutlineRow } from "./OutlineRow";
import { OutlineContext, type OutlineContextValue } from "./outline-context";
import { buildOutline, type OutlineNode } from "./outline-tree";
import { INSTRUCTIONS, type OutlineDrag, useOutlineDrag } from "./use-outline-drag";
import { useOutlineKeyboard } from "./use-outline-keyboard";
import { type OutlineMoves, useOutlineMoves } from "./use-outline-moves";
import { type OutlineView, useOutlineView } from "./use-outline-view";

export interface OutlineProps {
  className?: string;
  /** The visible heading, which also names the tree. */
  label?: string;
  headingLevel?: 2 | 3;
}

export function Outline({ className, label, headingLevel = 2 }: OutlineProps) {
  const t = useT();
  const doc = useEditor((state) => state.doc);
  const catalog = useEditor((state) => state.catalog);
  const selectedID = useEditor((state) => state.selection?.id ?? null);
  const idPrefix = useId();
  const instructionsID = `${idPrefix}-instructions`;
  const headingID = `${idPrefix}-heading`;
  const Heading = `h${headingLevel}` as const;

  const tree = useMemo(() => buildOutline(doc, catalog, t), [doc, catalog, t]);
  const view = useOutlineView(tree, selectedID);
  const { runMove, keyboardMove } = useOutlineMoves(view.revealAndFocus);
  const drag = useOutlineDrag(view.rows, runMove, view.focusWhenRendered);

  const context = useRowContext(view, drag, keyboardMove, selectedID);

  return (
    <OutlineContext.Provider value={context}>
      <DndContext {...drag.dndProps}>
        <div className={className}>
          <Heading id={headingID} className="mb-2 text-sm font-semibold text-fg-heading">
            {label ?? t("Outline")}
          </Heading>
          <p id={instructionsID} className="sr-only">
            {t(INSTRUCTIONS)}
          </p>
          <TitleBarButton />
          {tree.length === 0 ? (
            <p className="p-2 text-sm text-fg-muted">{t("This layout has no sections yet.")}</p>
          ) : (
            <div role="tree" aria-labelledby={headingID} aria-describedby={instructionsID}>
              {view.rowList.map((row) => (
                <OutlineRow key={row.node.id} row={row} />
              ))}
            </div>
          )}
        </div>
        <DragPreview
          dragging={drag.draggingID !== null}
          label={drag.draggingID && view.rows.get(drag.draggingID)?.node.label}
        />
      </DndContext>
    </OutlineContext.Provider>
  );
}

/** What every row reads from the tree around it (see OutlineContextValue). */
function useRowContext(
  view: OutlineView,
  drag: OutlineDrag,
  keyboardMove: OutlineMoves["keyboardMove"],
  selectedID: string | null,
): OutlineContextValue {
  const store = useEditorStore();
  const hoverID = useEditor((state) => state.hover);
  const problems = useEditor((state) => state.problems);
  const counts = useMemo(() => problemCounts(problems), [problems]);
  const select = useCallback(
    (node: OutlineNode) => {
      // A region row selects its section.
      store.getState().select({ kind: node.kind === "widget" ? "widget" : "section", id: node.editorID });
    },
    [store],
  );
  const onItemKeyDown = useOutlineKeyboard({
    view,
    keyboardMove,
    select,
    dragging: drag.draggingID !== null,
  });
  const { tabStop, registerItem, setFocusID, focusItem, collapse } = view;

  return useMemo<OutlineContextValue>(
    () => ({
      tabStop,
      selectedID,
      hoverID,
      problemCounts: counts,
      draggingID: drag.draggingID,
      overID: drag.overID,
      registerItem,
      onItemKeyDown,
      onItemFocus: (node) => setFocusID(node.id),
      activate(node) {
        focusItem(node.id);
        select(node);
      },
      toggle: (node) => collapse({ type: "toggle", id: node.id }),
      hover(node) {
        store.getState().setHover(node && node.kind !== "region" ? node.editorID : null);
      },
    }),
    [
      tabStop,
      selectedID,
      hoverID,
      counts,
      drag.draggingID,
      drag.overID,
      registerItem,
      onItemKeyDown,
      setFocusID,
      focusItem,
      select,
      collapse,
      store,
    ],
  );
}

/** Above the tree, as on the page: the title bar is no section, so it neither moves nor holds widgets. */
function TitleBarButton() {
  const store = useEditorStore();
  const t = useT();
  const current = useEditor((state) => state.selection?.kind === "titleBar");
  return (
    <button
      type="button"
      onClick={() => store.getState().select({ kind: "titleBar", id: TITLE_BAR_ID })}
      aria-current={current ? "true" : undefined}
      className={cx(
        "mb-1 flex min-h-8 w-full items-center rounded-control px-2 text-left text-sm text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
        current ? "bg-primary-soft font-semibold text-fg-heading" : "hover:bg-bg-hover",
      )}
    >
      {t("Title bar")}
    </button>
  );
}

/** What follows the pointer during a drag: the dragged row's name. */
function DragPreview({ dragging, label }: { dragging: boolean; label?: string | null }) {
  return (
    <DragOverlay dropAnimation={null}>
      {dragging ? (
        <div className="rounded-control border border-primary bg-bg px-2 py-1 text-sm shadow-raised">
          {label}
        </div>
      ) : null}
    </DragOverlay>
  );
}
