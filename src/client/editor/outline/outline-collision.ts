// How the outline's drag finds its target. A widget may land on widgets and region rows, a section only on
// sections. With a pointer, the innermost item under it wins (a widget over the region that holds it); without one
// (keyboard), the target whose top is nearest the dragged item's top, and the arrow keys step from one allowed
// target's top to the next, so every step is one row of the tree.
import {
  type ClientRect,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  pointerWithin,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import type { OutlineDragData } from "./drop-target";

type DragType = OutlineDragData["type"];

function dragType(data: unknown): DragType | undefined {
  const type = (data as { type?: unknown } | undefined)?.type;
  return type === "widget" || type === "section" || type === "region" ? type : undefined;
}

/** Whether an item being dragged may be dropped on a target of a type. */
export function acceptsDrop(active: DragType | undefined, target: DragType | undefined): boolean {
  if (active === "section") return target === "section";
  if (active === "widget") return target === "widget" || target === "region";
  return false;
}

function allowedTargets(
  activeID: UniqueIdentifier,
  activeData: unknown,
  containers: DroppableContainer[],
): DroppableContainer[] {
  const active = dragType(activeData);
  return containers.filter((c) => c.id !== activeID && acceptsDrop(active, dragType(c.data.current)));
}

function nearestTop(
  rect: ClientRect,
  containers: DroppableContainer[],
  rects: Map<UniqueIdentifier, ClientRect>,
) {
  let best: { id: UniqueIdentifier; distance: number; container: DroppableContainer } | null = null;
  for (const container of containers) {
    const other = rects.get(container.id);
    if (!other) continue;
    const distance = Math.abs(other.top - rect.top);
    if (!best || distance < best.distance) best = { id: container.id, distance, container };
  }
  return best ? [{ id: best.id, data: { droppableContainer: best.container, value: best.distance } }] : [];
}

export const outlineCollision: CollisionDetection = (args) => {
  const containers = allowedTargets(args.active.id, args.active.data.current, args.droppableContainers);
  if (args.pointerCoordinates) {
    const hits = pointerWithin({ ...args, droppableContainers: containers });
    // pointerWithin sorts by distance; prefer the innermost kind (a widget over its region).
    const widgetHit = hits.filter((hit) => dragType(hit.data?.droppableContainer?.data.current) === "widget");
    if (widgetHit.length > 0) return widgetHit;
    if (hits.length > 0) return hits;
  }
  return nearestTop(args.collisionRect, containers, args.droppableRects);
};

/** Arrow keys during a keyboard drag: to the top-left of the previous/next allowed target. */
export const outlineKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  const direction = event.code === "ArrowDown" ? 1 : event.code === "ArrowUp" ? -1 : 0;
  if (!collisionRect || direction === 0) return undefined;
  event.preventDefault();
  const targets = allowedTargets(active, context.active?.data.current, droppableContainers.getEnabled())
    .map((container) => droppableRects.get(container.id))
    .filter((rect): rect is ClientRect => rect !== undefined)
    .sort((a, b) => a.top - b.top);
  const next =
    direction === 1
      ? targets.find((rect) => rect.top > collisionRect.top + 1)
      : targets.findLast((rect) => rect.top < collisionRect.top - 1);
  return next ? { x: next.left, y: next.top } : undefined;
};
