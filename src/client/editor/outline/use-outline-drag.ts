// Drag and drop in the outline (its own DndContext): pointer and keyboard sensors, where a drag would drop,
// what the screen reader hears at each step, and the move on drop.
import {
  type Announcements,
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useCallback, useMemo, useRef, useState } from "react";
import { msg } from "../../../lib/i18n/msg";
import { useT } from "../../../ui/i18n/i18n-context";
import { useEditorStore } from "../store/editor-store";
import { describeSectionTarget, describeWidgetTarget } from "./describe-move";
import { dropTarget, type OutlineDragData, type OutlineDrop } from "./drop-target";
import { outlineCollision, outlineKeyboardCoordinates } from "./outline-collision";
import type { VisibleRow } from "./outline-tree";
import type { OutlineMoves } from "./use-outline-moves";
import type { OutlineView } from "./use-outline-view";

export const INSTRUCTIONS = msg(
  "Arrow keys move through the outline; Right and Left open and close an item; a letter jumps to the next item starting with it; Enter selects it on the canvas. Alt+Arrow Up or Down moves a widget or section one place. To drag, press Space, move with Arrow Up or Down, press Space again to drop, or Escape to cancel.",
);

function asDragData(data: unknown): OutlineDragData | null {
  const type = (data as { type?: unknown } | null)?.type;
  return type === "widget" || type === "section" || type === "region" ? (data as OutlineDragData) : null;
}

export interface OutlineDrag {
  /** The item being dragged, while a drag is under way. */
  draggingID: string | null;
  overID: string | null;
  /** Spread onto the outline's DndContext. */
  dndProps: DndContextProps;
}

export function useOutlineDrag(
  rows: ReadonlyMap<string, VisibleRow>,
  runMove: OutlineMoves["runMove"],
  focusWhenRendered: OutlineView["focusWhenRendered"],
): OutlineDrag {
  const store = useEditorStore();
  const t = useT();
  const [draggingID, setDraggingID] = useState<string | null>(null);
  const [overID, setOverID] = useState<string | null>(null);
  const dropAnnouncement = useRef("");
  /** How the current drag started: keyboard drags step row by row, pointer drags use geometry. */
  const byKeyboard = useRef(false);

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
    const name = (id: string | number) => rows.get(String(id))?.node.label ?? t("item");
    return {
      onDragStart: ({ active }) => t("Picked up {name}.", { name: name(active.id) }),
      onDragOver: (event) => {
        const drop = dropOf(event);
        const { doc: current, catalog: currentCatalog } = store.getState();
        if (!drop)
          return event.over
            ? t("{name} is at its place.", { name: name(event.active.id) })
            : t("{name} is not over a place.", { name: name(event.active.id) });
        return drop.kind === "widget"
          ? describeWidgetTarget(current, drop.widgetID, drop.target, currentCatalog, t)
          : describeSectionTarget(current, drop.sectionID, drop.index, currentCatalog, t);
      },
      onDragEnd: ({ active }) =>
        dropAnnouncement.current || t("{name} dropped; nothing moved.", { name: name(active.id) }),
      onDragCancel: ({ active }) => t("Moving {name} was cancelled.", { name: name(active.id) }),
    };
  }, [rows, dropOf, store, t]);

  const dndProps: DndContextProps = {
    sensors,
    collisionDetection: outlineCollision,
    accessibility: { announcements, screenReaderInstructions: { draggable: t(INSTRUCTIONS) } },
    onDragStart(event: DragStartEvent) {
      dropAnnouncement.current = "";
      byKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
      setDraggingID(String(event.active.id));
    },
    onDragOver(event) {
      setOverID(event.over ? String(event.over.id) : null);
    },
    onDragEnd(event: DragEndEvent) {
      setDraggingID(null);
      setOverID(null);
      const drop = dropOf(event);
      dropAnnouncement.current = drop ? runMove(drop) : "";
      if (!drop) focusWhenRendered(String(event.active.id));
    },
    onDragCancel() {
      setDraggingID(null);
      setOverID(null);
    },
  };

  return { draggingID, overID, dndProps };
}
