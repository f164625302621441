// One widget on the canvas: focusable and selectable (click, Enter), draggable (pointer, touch, Space), outlined when
// selected or hovered, showing its live preview or a ghost. Memoised on the node object: immer keeps untouched nodes
// identical, so a move re-renders only the widgets it touched.
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { type KeyboardEvent, memo, useCallback, useRef } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { WidgetSkeleton } from "../../../ui/Skeleton";
import { widgetDragID } from "../dnd/drag-data";
import { useIsDragged } from "../dnd/drag-store";
import { nodeLabel } from "../model/regions";
import type { EditorNode } from "../model/types";
import { DiffMark } from "../revisions-diff/DiffMark";
import { useEditor, useEditorStore } from "../store/editor-store";
import { useCanvasFrame } from "./frame-context";
import { usePreviewState } from "./preview-store";
import { useRevealSelected } from "./use-reveal-selected";
import { WidgetGhost } from "./WidgetGhost";
import { WidgetPreview } from "./WidgetPreview";
import { widgetPreviewState } from "./widget-preview-state";

interface CanvasWidgetProps {
  node: EditorNode;
  sectionID: string;
  region: string;
}

export const CanvasWidget = memo(function CanvasWidget({ node, sectionID, region }: CanvasWidgetProps) {
  const id = node.$editorID;
  const { frame, device } = useCanvasFrame();
  const editor = useEditorStore();
  const t = useT();
  const label = useEditor((s) => nodeLabel(node, s.catalog));
  const selected = useEditor((s) => s.selection?.id === id);
  const hovered = useEditor((s) => s.hover === id);
  const dragged = useIsDragged(id);
  const dragID = widgetDragID(frame, id);
  const {
    attributes,
    listeners,
    setNodeRef: setDragRef,
    setActivatorNodeRef,
  } = useDraggable({
    id: dragID,
    data: { kind: "widget", editorID: id, frame },
    attributes: { roleDescription: t("draggable widget") },
  });
  const { setNodeRef: setDropRef } = useDroppable({
    id: dragID,
    data: { kind: "widget", editorID: id, sectionID, region, frame },
  });
  const box = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      box.current = element;
      setDragRef(element);
      setDropRef(element);
    },
    [setDragRef, setDropRef],
  );
  useRevealSelected(box, selected);

  const hydrated = usePreviewState((s) => s.index.get(id));
  const requested = usePreviewState((s) => s.requested.has(id));
  const failed = usePreviewState((s) => s.failed);
  const viewerName = usePreviewState((s) => s.viewerName);
  const state = widgetPreviewState({ node, device, hydrated, requested, viewerName, failed }, t);

  const select = () => editor.getState().select({ kind: "widget", id });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter") {
      event.preventDefault();
      select();
      return;
    }
    listeners?.onKeyDown?.(event);
  };

  const name =
    state.kind === "hidden-device" || state.kind === "hidden-viewer"
      ? t("{name}, {state}", { name: label, state: state.label })
      : label;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the pointer for the outline; the handle inside is the control.
    <div
      ref={setRef}
      data-editor-widget={id}
      onMouseEnter={() => editor.getState().setHover(id)}
      onMouseLeave={() => {
        if (editor.getState().hover === id) editor.getState().setHover(null);
      }}
      className={cx(
        "relative rounded-box outline-offset-4",
        selected
          ? "outline-2 outline-primary outline-solid"
          : hovered && "outline-1 outline-primary/60 outline-dashed",
        dragged && "opacity-40",
      )}
    >
      {/* The preview is a picture of the widget: its links and buttons must not take clicks or focus here. */}
      <div inert className="pointer-events-none">
        {state.kind === "preview" ? (
          <WidgetPreview node={state.node} />
        ) : state.kind === "loading" ? (
          <WidgetSkeleton />
        ) : state.kind === "unavailable" ? (
          <WidgetGhost name={label} label={state.label} tone="error" />
        ) : (
          <WidgetGhost
            name={label}
            label={state.label}
            detail={state.detail}
            tone={state.kind === "hidden-device" ? "device" : "viewer"}
          />
        )}
      </div>
      {/* The handle covers the whole widget: it takes the clicks, the focus and the drag, and names the widget
          (its only text is the name badge, so the name and the visible text agree). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a native button would turn Space into a click, and Space must pick the widget up for dragging. */}
      <div
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        role="button"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={select}
        data-editor-id={id}
        aria-label={name}
        aria-current={selected ? "true" : undefined}
        className="group/widget absolute inset-0 z-[1] cursor-grab touch-manipulation rounded-box outline-offset-4 focus-visible:outline-3 focus-visible:outline-focus"
      >
        <span
          className={cx(
            "pointer-events-none absolute -top-3 left-2 rounded-control bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-contrast",
            selected || hovered ? "block" : "hidden group-focus-visible/widget:block",
          )}
        >
          {label}
        </span>
      </div>
      <DiffMark editorID={id} />
    </div>
  );
});
