// The keyboard sensor's coordinate getter: an arrow key asks targets.ts for the next place in the document (not
// the next 25 px), records it in the drag store, and moves the drag overlay onto that place. The collision
// detection then reports the droppable the keys chose, whatever the geometry says.
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { findNode } from "../model/paths";
import type { EditorDocument, WidgetTarget } from "../model/types";
import type { EditorStore } from "../store/editor-store";
import { type DragData, type FrameID, regionDropID, sectionDragID, widgetDragID } from "./drag-data";
import type { DragStore } from "./drag-store";
import { ARROW_KEYS } from "./sensors";
import { nextSectionIndex, nextWidgetTarget, widgetSlots } from "./targets";

/** The frame a drag works in: its own, or for palette items the first frame on screen. */
export function dragFrame(drag: DragData, device: string): FrameID {
  if (drag.kind !== "palette") return drag.frame;
  return device === "all" ? "desktop" : device;
}

/**
 * The droppable standing for a target: the widget that sits at that position once the moving widget is out (the
 * indicator shows before it), or the region itself for its end.
 */
export function targetDropID(
  doc: EditorDocument,
  frame: FrameID,
  target: WidgetTarget,
  movingID: string | null,
): string {
  const section = doc.layout.find((s) => s.$editorID === target.sectionID);
  const items = section?.[target.region];
  const ids = (Array.isArray(items) ? items : [])
    .map((item) =>
      typeof item === "object" && item !== null ? (item as { $editorID?: unknown }).$editorID : null,
    )
    .filter((id): id is string => typeof id === "string" && id !== movingID);
  const at = ids[target.index];
  return at ? widgetDragID(frame, at) : regionDropID(frame, target.sectionID, target.region);
}

export function createKeyboardCoordinates(editor: EditorStore, drags: DragStore): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const key = ARROW_KEYS[event.code];
    const drag = drags.getState().drag;
    if (!key || !drag) return undefined;
    event.preventDefault();
    const { doc, catalog, device } = editor.getState();
    const frame = dragFrame(drag, device);
    let overID: string;
    let atEnd = false;
    if (drag.kind === "section") {
      const current =
        drags.getState().sectionTarget ?? doc.layout.findIndex((s) => s.$editorID === drag.editorID);
      const next = nextSectionIndex(doc.layout.length, current, key);
      const section = next === null ? undefined : doc.layout[next];
      if (next === null || !section) return undefined;
      overID = sectionDragID(frame, section.$editorID);
      drags.setState({ sectionTarget: next, keyboardOverID: overID });
    } else {
      const movingID = drag.kind === "widget" ? drag.editorID : null;
      const widgetKey = drag.kind === "palette" ? drag.widgetKey : findNode(doc, drag.editorID)?.$hydrate;
      if (!widgetKey) return undefined;
      const current = drags.getState().widgetTarget;
      const next = nextWidgetTarget(
        widgetSlots(doc, catalog, widgetKey, movingID),
        current?.allowed ? current.target : null,
        key,
      );
      if (!next) return undefined;
      overID = targetDropID(doc, frame, next, movingID);
      atEnd = overID.startsWith("region:");
      drags.setState({ widgetTarget: { target: next, allowed: true }, keyboardOverID: overID });
    }
    const rect = context.droppableContainers.get(overID)?.node.current?.getBoundingClientRect();
    if (!rect) return currentCoordinates;
    // The overlay's top edge goes where the item would land: above the widget it precedes, or the region's end.
    return { x: rect.left, y: atEnd ? Math.max(rect.top, rect.bottom - 24) : rect.top };
  };
}
