// The DndContext event handlers: record what is dragged and where it would land (drag store), and on drop run the
// operation through the editor store. The sentence for the drop is kept for the announcements (dnd-kit calls our
// onDragEnd before it asks the announcements what to say).
import type { DragEndEvent, DragMoveEvent, DragOverEvent, DragStartEvent } from "@dnd-kit/core";
import { findNode, locate } from "../model/paths";
import { planInsert } from "../palette/insert-plan";
import type { EditorStore } from "../store/editor-store";
import { cancelledText, paletteName, sectionName, widgetName } from "./announcement-text";
import { type DragData, isDragData, isDropData, sectionDragID, widgetDragID } from "./drag-data";
import { type DragStore, IDLE_DRAG } from "./drag-store";
import { insertWidgetAt, moveSectionTo, moveWidgetTo } from "./drop-actions";
import { dragFrame, targetDropID } from "./keyboard-coordinates";
import { pointerWidgetTarget } from "./targets";

export interface DragHandlers {
  onDragStart(event: DragStartEvent): void;
  onDragMove(event: DragMoveEvent): void;
  onDragOver(event: DragOverEvent): void;
  onDragEnd(event: DragEndEvent): void;
  onDragCancel(): void;
}

export interface DragFeedback {
  /** The label the drag overlay shows (null: no drag). */
  setOverlay(label: string | null): void;
  /** The last drop's sentence, for announcements.onDragEnd. */
  setEndText(text: string): void;
  /** After a drop that changed the document: put focus on the moved or added node. */
  focusNode(editorID: string, frame: string): void;
}

export function dragLabel(editor: EditorStore, drag: DragData): string {
  const { doc, catalog, t } = editor.getState();
  if (drag.kind === "palette") return paletteName(catalog, drag.widgetKey);
  if (drag.kind === "section") return sectionName(doc, catalog, drag.editorID, t);
  return widgetName(doc, catalog, drag.editorID, t);
}

const isKeyboardEvent = (event: Event | null) =>
  typeof KeyboardEvent !== "undefined" && event instanceof KeyboardEvent;

export function createDragHandlers(
  editor: EditorStore,
  drags: DragStore,
  feedback: DragFeedback,
): DragHandlers {
  /** Pointer drags: the target under the pointer (keyboard drags set theirs in the coordinate getter). */
  const trackPointer = (event: DragMoveEvent | DragOverEvent) => {
    const state = drags.getState();
    const drag = state.drag;
    if (!drag || state.keyboard) return;
    const { doc, catalog } = editor.getState();
    const over = event.over?.data.current;
    if (drag.kind === "section") {
      const index =
        isDropData(over) && over.kind === "section"
          ? doc.layout.findIndex((s) => s.$editorID === over.editorID)
          : -1;
      drags.setState({ sectionTarget: index >= 0 ? index : null });
      return;
    }
    if (!isDropData(over) || over.kind === "section" || !event.over) {
      if (state.widgetTarget) drags.setState({ widgetTarget: null });
      return;
    }
    const movingID = drag.kind === "widget" ? drag.editorID : null;
    const widgetKey = drag.kind === "palette" ? drag.widgetKey : findNode(doc, drag.editorID)?.$hydrate;
    if (!widgetKey) return;
    const dragged = event.active.rect.current.translated;
    const overRect = event.over.rect;
    const after = dragged ? dragged.top + dragged.height / 2 > overRect.top + overRect.height / 2 : false;
    const next = pointerWidgetTarget(doc, catalog, widgetKey, movingID, {
      kind: over.kind,
      sectionID: over.sectionID,
      region: over.region,
      editorID: over.kind === "widget" ? over.editorID : undefined,
      after,
    });
    const previous = state.widgetTarget;
    const same =
      previous &&
      next &&
      previous.allowed === next.allowed &&
      previous.target.sectionID === next.target.sectionID &&
      previous.target.region === next.target.region &&
      previous.target.index === next.target.index;
    if (!same) drags.setState({ widgetTarget: next });
  };

  return {
    onDragStart(event) {
      const drag = event.active.data.current;
      if (!isDragData(drag)) return;
      const keyboard = isKeyboardEvent(event.activatorEvent);
      const { doc, catalog, selection, device } = editor.getState();
      const frame = dragFrame(drag, device);
      let start: Partial<typeof IDLE_DRAG> = {};
      if (drag.kind === "widget") {
        const at = locate(doc, drag.editorID);
        start = at
          ? {
              widgetTarget: { target: at, allowed: true },
              keyboardOverID: widgetDragID(frame, drag.editorID),
            }
          : {};
        editor.getState().select({ kind: "widget", id: drag.editorID });
      } else if (drag.kind === "section") {
        const index = doc.layout.findIndex((s) => s.$editorID === drag.editorID);
        start = { sectionTarget: index, keyboardOverID: sectionDragID(frame, drag.editorID) };
        editor.getState().select({ kind: "section", id: drag.editorID });
      } else if (keyboard) {
        // A palette item picked up with the keyboard starts where a click would insert it.
        const plan = planInsert(doc, catalog, drag.widgetKey, selection, drags.getState().insertRegion);
        start = plan.target
          ? {
              widgetTarget: { target: plan.target, allowed: true },
              keyboardOverID: targetDropID(doc, frame, plan.target, null),
            }
          : {};
      }
      drags.setState({ ...IDLE_DRAG, ...start, drag, keyboard });
      feedback.setOverlay(dragLabel(editor, drag));
    },
    onDragMove: trackPointer,
    onDragOver: trackPointer,
    onDragEnd() {
      const state = drags.getState();
      const drag = state.drag;
      drags.setState({ ...IDLE_DRAG });
      feedback.setOverlay(null);
      if (!drag) return;
      const result =
        drag.kind === "widget"
          ? moveWidgetTo(editor, drag.editorID, state.widgetTarget)
          : drag.kind === "palette"
            ? insertWidgetAt(editor, drag.widgetKey, state.widgetTarget)
            : moveSectionTo(editor, drag.editorID, state.sectionTarget);
      feedback.setEndText(result.text);
      if (drag.kind === "palette" && result.editorID) drags.setState({ insertRegion: null });
      // A palette drop focuses the new widget; a keyboard move keeps focus on what moved (it was re-created).
      if (result.editorID && (drag.kind === "palette" || state.keyboard)) {
        feedback.focusNode(result.editorID, dragFrame(drag, editor.getState().device));
      }
    },
    onDragCancel() {
      const drag = drags.getState().drag;
      drags.setState({ ...IDLE_DRAG });
      feedback.setOverlay(null);
      feedback.setEndText(drag ? cancelledText(dragLabel(editor, drag), editor.getState().t) : "");
    },
  };
}
