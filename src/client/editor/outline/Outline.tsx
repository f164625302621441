// The outline: sections → regions → widgets as a WAI-ARIA tree with a roving tabindex, selection and hover
// synced with the store, drag and drop (its own DndContext: pointer and keyboard), and moves without a drag
// (Alt+ArrowUp/Down). Every move is announced by name.
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { cx } from "../../../ui/cx";
import { moveSection, moveWidget } from "../model/ops";
import { problemCounts } from "../model/problems";
import { TITLE_BAR_ID } from "../model/types";
import { useEditor, useEditorStore } from "../store/editor-store";
import {
  describeSectionMove,
  describeSectionTarget,
  describeWidgetMove,
  describeWidgetTarget,
} from "./describe-move";
import { dropTarget, type OutlineDragData, type OutlineDrop } from "./drop-target";
import { type MoveDirection, stepSectionIndex, stepWidgetTarget } from "./keyboard-moves";
import { OutlineRow } from "./OutlineRow";
import { outlineCollision, outlineKeyboardCoordinates } from "./outline-collision";
import { OutlineContext, type OutlineContextValue } from "./outline-context";
import { ancestorsOf, buildOutline, type OutlineNode, visibleRows } from "./outline-tree";
import { treeKeyAction } from "./tree-keys";

export interface OutlineProps {
  className?: string;
  /** The visible heading, which also names the tree. */
  label?: string;
  headingLevel?: 2 | 3;
}

const INSTRUCTIONS =
  "Arrow keys move through the outline; Right and Left open and close an item; a letter jumps to the next item " +
  "starting with it; Enter selects it on the canvas. " +
  "Alt+Arrow Up or Down moves a widget or section one place. To drag, press Space, move with Arrow Up or Down, " +
  "press Space again to drop, or Escape to cancel.";

function asDragData(data: unknown): OutlineDragData | null {
  const type = (data as { type?: unknown } | null)?.type;
  return type === "widget" || type === "section" || type === "region" ? (data as OutlineDragData) : null;
}

export function Outline({ className, label = "Outline", headingLevel = 2 }: OutlineProps) {
  const store = useEditorStore();
  const doc = useEditor((state) => state.doc);
  const catalog = useEditor((state) => state.catalog);
  const selection = useEditor((state) => state.selection);
  const hoverID = useEditor((state) => state.hover);
  const problems = useEditor((state) => state.problems);
  const counts = useMemo(() => problemCounts(problems), [problems]);
  const idPrefix = useId();
  const instructionsID = `${idPrefix}-instructions`;
  const headingID = `${idPrefix}-heading`;
  const Heading = `h${headingLevel}` as const;

  const tree = useMemo(() => buildOutline(doc, catalog), [doc, catalog]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const rowList = useMemo(() => visibleRows(tree, collapsed), [tree, collapsed]);
  const rows = useMemo(() => new Map(rowList.map((row) => [row.node.id, row])), [rowList]);
  const [focusID, setFocusID] = useState<string | null>(null);
  const [draggingID, setDraggingID] = useState<string | null>(null);
  const [overID, setOverID] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  /** An item to focus once it is rendered (after a move re-parents it, or after expanding its parents). */
  const pendingFocus = useRef<string | null>(null);
  const dropAnnouncement = useRef("");
  /** How the current drag started: keyboard drags step row by row, pointer drags use geometry. */
  const byKeyboard = useRef(false);

  const selectedID = selection?.id ?? null;
  const tabStop =
    (focusID && rows.has(focusID) ? focusID : null) ??
    (selectedID && rows.has(selectedID) ? selectedID : null) ??
    rowList[0]?.node.id ??
    null;

  // A new selection (canvas, JSON, problems) opens its section and region and becomes the tab stop. Only once
  // per selection: collapsing the selected item's section afterwards must stay collapsed.
  const revealedSelection = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedID || revealedSelection.current === selectedID) return;
    revealedSelection.current = selectedID;
    const hidden = ancestorsOf(tree, selectedID).filter((id) => collapsed.has(id));
    if (hidden.length > 0)
      setCollapsed((current) => new Set([...current].filter((id) => !hidden.includes(id))));
    setFocusID(selectedID);
    items.current.get(selectedID)?.scrollIntoView?.({ block: "nearest" });
  }, [selectedID, tree, collapsed]);

  useLayoutEffect(() => {
    const id = pendingFocus.current;
    const element = id ? items.current.get(id) : undefined;
    if (!element) return;
    pendingFocus.current = null;
    element.focus();
  });

  const focusItem = useCallback((id: string) => {
    setFocusID(id);
    pendingFocus.current = id;
    items.current.get(id)?.focus();
  }, []);

  const select = useCallback(
    (node: OutlineNode) => {
      // A region row selects its section.
      store.getState().select({ kind: node.kind === "widget" ? "widget" : "section", id: node.editorID });
    },
    [store],
  );

  /** Applies a move and announces it; keeps focus on the moved item. */
  const runMove = useCallback(
    (drop: OutlineDrop): string => {
      const { apply, catalog: current } = store.getState();
      const ok =
        drop.kind === "widget"
          ? apply("Move widget", (d) => moveWidget(d, drop.widgetID, drop.target, current))
          : apply("Move section", (d) => moveSection(d, drop.sectionID, drop.index));
      const state = store.getState();
      if (!ok) return state.announcement;
      const id = drop.kind === "widget" ? drop.widgetID : drop.sectionID;
      const ancestors = ancestorsOf(buildOutline(state.doc, state.catalog), id);
      setCollapsed((current) => new Set([...current].filter((c) => !ancestors.includes(c))));
      setFocusID(id);
      pendingFocus.current = id;
      return drop.kind === "widget"
        ? describeWidgetMove(state.doc, drop.widgetID, state.catalog)
        : describeSectionMove(state.doc, drop.sectionID, state.catalog);
    },
    [store],
  );

  const keyboardMove = useCallback(
    (node: OutlineNode, direction: MoveDirection) => {
      const { doc: current, catalog: currentCatalog, announce } = store.getState();
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
          announce(`${node.label} cannot move further ${direction < 0 ? "up" : "down"}`);
        return;
      }
      announce(runMove(drop));
    },
    [store, runMove],
  );

  const context = useMemo<OutlineContextValue>(
    () => ({
      tabStop,
      selectedID,
      hoverID,
      problemCounts: counts,
      draggingID,
      overID,
      registerItem(id, element) {
        if (element) items.current.set(id, element);
        else items.current.delete(id);
      },
      onItemKeyDown(event, node, dragKeyDown) {
        // During a drag the sensor owns the keys.
        if (event.target !== event.currentTarget || draggingID) return;
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
          else
            setCollapsed((current) => {
              const next = new Set(current);
              if (action.type === "collapse") next.add(action.id);
              else next.delete(action.id);
              return next;
            });
          return;
        }
        dragKeyDown?.(event);
      },
      onItemFocus(node) {
        setFocusID(node.id);
      },
      activate(node) {
        focusItem(node.id);
        select(node);
      },
      toggle(node) {
        setCollapsed((current) => {
          const next = new Set(current);
          if (next.has(node.id)) next.delete(node.id);
          else next.add(node.id);
          return next;
        });
      },
      hover(node) {
        store.getState().setHover(node && node.kind !== "region" ? node.editorID : null);
      },
    }),
    [
      rowList,
      tabStop,
      selectedID,
      hoverID,
      counts,
      draggingID,
      overID,
      keyboardMove,
      select,
      focusItem,
      store,
    ],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: outlineKeyboardCoordinates,
      // Enter selects on the canvas, so only Space picks an item up.
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );

  /** The drop a drag event points at (after/before from the pointer, or from where the item came from). */
  const dropOf = useCallback(
    (event: Pick<DragEndEvent, "active" | "over">): OutlineDrop | null => {
      const active = asDragData(event.active.data.current);
      const over = event.over ? asDragData(event.over.data.current) : null;
      if (!active || !over || !event.over) return null;
      let after: boolean;
      const translated = event.active.rect.current.translated;
      if (byKeyboard.current || !translated) {
        // Keyboard steps go from row to row: a target below the item's place means after it.
        const order = [...rows.keys()];
        after = order.indexOf(String(event.active.id)) < order.indexOf(String(event.over.id));
      } else {
        after = translated.top + translated.height / 2 > event.over.rect.top + event.over.rect.height / 2;
      }
      return dropTarget(store.getState().doc, active, over, after);
    },
    [rows, store],
  );

  const announcements = useMemo<Announcements>(() => {
    const name = (id: string | number) => rows.get(String(id))?.node.label ?? "item";
    return {
      onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
      onDragOver: (event) => {
        const drop = dropOf(event);
        const { doc: current, catalog: currentCatalog } = store.getState();
        if (!drop)
          return event.over
            ? `${name(event.active.id)} is at its place.`
            : `${name(event.active.id)} is not over a place.`;
        return drop.kind === "widget"
          ? describeWidgetTarget(current, drop.widgetID, drop.target, currentCatalog)
          : describeSectionTarget(current, drop.sectionID, drop.index, currentCatalog);
      },
      onDragEnd: ({ active }) => dropAnnouncement.current || `${name(active.id)} dropped; nothing moved.`,
      onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
    };
  }, [rows, dropOf, store]);

  const onDragStart = (event: DragStartEvent) => {
    dropAnnouncement.current = "";
    byKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
    setDraggingID(String(event.active.id));
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDraggingID(null);
    setOverID(null);
    const drop = dropOf(event);
    dropAnnouncement.current = drop ? runMove(drop) : "";
    if (!drop) pendingFocus.current = String(event.active.id);
  };
  const onDragCancel = () => {
    setDraggingID(null);
    setOverID(null);
  };

  return (
    <OutlineContext.Provider value={context}>
      <DndContext
        sensors={sensors}
        collisionDetection={outlineCollision}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        onDragStart={onDragStart}
        onDragOver={(event) => setOverID(event.over ? String(event.over.id) : null)}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <div className={className}>
          <Heading id={headingID} className="mb-2 text-sm font-semibold text-fg-heading">
            {label}
          </Heading>
          <p id={instructionsID} className="sr-only">
            {INSTRUCTIONS}
          </p>
          {/* Above the tree, as on the page: the title bar is no section, so it neither moves nor holds widgets. */}
          <button
            type="button"
            onClick={() => store.getState().select({ kind: "titleBar", id: TITLE_BAR_ID })}
            aria-current={selection?.kind === "titleBar" ? "true" : undefined}
            className={cx(
              "mb-1 flex min-h-8 w-full items-center rounded-control px-2 text-left text-sm text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
              selection?.kind === "titleBar"
                ? "bg-primary-soft font-semibold text-fg-heading"
                : "hover:bg-bg-hover",
            )}
          >
            Title bar
          </button>
          {tree.length === 0 ? (
            <p className="p-2 text-sm text-fg-muted">This layout has no sections yet.</p>
          ) : (
            <div role="tree" aria-labelledby={headingID} aria-describedby={instructionsID}>
              {rowList.map((row) => (
                <OutlineRow key={row.node.id} row={row} />
              ))}
            </div>
          )}
        </div>
        <DragOverlay dropAnimation={null}>
          {draggingID ? (
            <div className="rounded-control border border-primary bg-bg px-2 py-1 text-sm shadow-raised">
              {rows.get(draggingID)?.node.label}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </OutlineContext.Provider>
  );
}
