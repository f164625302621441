// One row of the outline: a `treeitem` in a flat tree (aria-level, -posinset, -setsize say where it sits), so
// its name is its own row's text and never its children's. Sections and widgets are draggable; every row is a
// drop target (which drags it accepts is decided by outline-collision.ts).
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { type KeyboardEvent, type PointerEvent, useCallback } from "react";
import { cx } from "../../../ui/cx";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import type { OutlineDragData } from "./drop-target";
import { useOutlineContext } from "./outline-context";
import type { OutlineNode, VisibleRow } from "./outline-tree";

function dragData(node: OutlineNode): OutlineDragData {
  if (node.kind === "region") return { type: "region", sectionID: node.sectionID, region: node.region ?? "" };
  return { type: node.kind, editorID: node.editorID };
}

function suffix(node: OutlineNode, t: TranslateFn): string {
  if (node.kind === "section") return t("section {number}", { number: node.sectionIndex + 1 });
  if (node.kind === "region") {
    const count = node.children.length;
    return count === 0 ? t("empty") : t("{count, plural, one {# widget} other {# widgets}}", { count });
  }
  return "";
}

export function OutlineRow({ row }: { row: VisibleRow }) {
  const outline = useOutlineContext();
  const t = useT();
  const { node } = row;
  const data = dragData(node);
  // dnd-kit's own word, said in the page's language.
  const draggable = useDraggable({
    id: node.id,
    data,
    disabled: node.kind === "region",
    attributes: { roleDescription: t("draggable") },
  });
  const droppable = useDroppable({ id: node.id, data });
  const { registerItem } = outline;
  const { setNodeRef: setDragRef, setActivatorNodeRef } = draggable;
  const { setNodeRef: setDropRef } = droppable;
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setDragRef(element);
      setActivatorNodeRef(element);
      setDropRef(element);
      registerItem(node.id, element);
    },
    [setDragRef, setActivatorNodeRef, setDropRef, registerItem, node.id],
  );
  // dnd-kit types its listeners as a map of Function; these two are React event handlers.
  const dragKeyDown = draggable.listeners?.onKeyDown as ((event: KeyboardEvent) => void) | undefined;
  const dragPointerDown = draggable.listeners?.onPointerDown as ((event: PointerEvent) => void) | undefined;

  const hasChildren = node.children.length > 0;
  const selected = node.kind !== "region" && outline.selectedID === node.editorID;
  const hovered = node.kind !== "region" && outline.hoverID === node.editorID;
  const extra = suffix(node, t);
  const problemCount = node.kind === "region" ? 0 : (outline.problemCounts.get(node.editorID) ?? 0);
  return (
    <div
      ref={ref}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={hasChildren ? row.expanded : undefined}
      aria-selected={node.kind === "region" ? undefined : selected}
      tabIndex={outline.tabStop === node.id ? 0 : -1}
      data-outline-id={node.id}
      className={cx(
        "flex min-h-8 cursor-default select-none items-center gap-1 rounded-control pr-2 text-sm",
        "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus",
        node.kind === "region" ? "text-fg-muted" : "cursor-grab text-fg",
        selected && "bg-primary-soft font-semibold text-fg-heading",
        !selected && hovered && "bg-bg-hover",
        outline.overID === node.id && "ring-2 ring-primary ring-inset",
        outline.draggingID === node.id && "opacity-50",
      )}
      style={{ paddingLeft: `${(row.level - 1) * 16 + 4}px` }}
      onKeyDown={(event) => outline.onItemKeyDown(event, node, dragKeyDown)}
      onFocus={() => outline.onItemFocus(node)}
      onPointerDown={dragPointerDown}
      onClick={() => outline.activate(node)}
      onMouseEnter={() => outline.hover(node)}
      onMouseLeave={() => outline.hover(null)}
    >
      {/* Pointer only: Right and Left open and close the focused row. */}
      <span
        aria-hidden="true"
        className={cx("inline-flex w-4 justify-center text-fg-muted", !hasChildren && "invisible")}
        onClick={(event) => {
          event.stopPropagation();
          outline.toggle(node);
        }}
      >
        {row.expanded ? "▾" : "▸"}
      </span>
      <span className="truncate">{node.label}</span>
      {problemCount > 0 && (
        <>
          {" "}
          <span className="whitespace-nowrap rounded-full bg-danger px-1.5 text-xs leading-4 text-white">
            {t("{count, plural, one {# problem} other {# problems}}", { count: problemCount })}
          </span>
        </>
      )}
      {extra && (
        <>
          {" "}
          <span className="ml-auto whitespace-nowrap text-xs text-fg-muted">{extra}</span>
        </>
      )}
    </div>
  );
}
