// Collision detection for the canvas. Keyboard drags: the droppable the arrow keys chose (keyboard-coordinates.ts).
// Pointer drags: sections only meet sections (closest centre, as sortable lists do); widgets and palette items
// meet the widget under the pointer first, else the region under it.
import { type CollisionDetection, closestCenter, pointerWithin } from "@dnd-kit/core";
import { isDragData, isDropData } from "./drag-data";
import type { DragStore } from "./drag-store";

export function createCollisionDetection(drags: DragStore): CollisionDetection {
  return (args) => {
    const state = drags.getState();
    if (state.keyboard) {
      const id = state.keyboardOverID;
      return id !== null && args.droppableContainers.some((c) => c.id === id) ? [{ id }] : [];
    }
    const drag = args.active.data.current;
    if (!isDragData(drag)) return [];
    const kindOf = (data: unknown) => (isDropData(data) ? data.kind : null);
    if (drag.kind === "section") {
      const sections = args.droppableContainers.filter((c) => kindOf(c.data.current) === "section");
      return closestCenter({ ...args, droppableContainers: sections });
    }
    const candidates = args.droppableContainers.filter((c) => {
      const kind = kindOf(c.data.current);
      return kind === "widget" || kind === "region";
    });
    const under = pointerWithin({ ...args, droppableContainers: candidates });
    const widgets = under.filter((c) => kindOf(c.data?.droppableContainer?.data.current) === "widget");
    if (widgets.length > 0) return widgets;
    return under;
  };
}
