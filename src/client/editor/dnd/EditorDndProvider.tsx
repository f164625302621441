// Drag and drop for the canvas and the palette: one DndContext around both (so palette items drop onto the
// canvas), pointer, touch and keyboard sensors, named announcements, and a small overlay that follows the drag.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import { useEditorStore } from "../store/editor-store";
import { SCREEN_READER_INSTRUCTIONS } from "./announcement-text";
import { createAnnouncements } from "./announcements";
import { createCollisionDetection } from "./collision";
import { createDragHandlers } from "./drag-handlers";
import { createDragStore, DragStoreContext } from "./drag-store";
import { focusEditorNode } from "./focus";
import { createKeyboardCoordinates } from "./keyboard-coordinates";
import {
  KEYBOARD_CODES,
  MousePointerSensor,
  POINTER_DISTANCE,
  TOUCH_DELAY_MS,
  TOUCH_TOLERANCE,
} from "./sensors";

const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

export function EditorDndProvider({ children }: { children: ReactNode }) {
  const editor = useEditorStore();
  const t = useT();
  const [drags] = useState(createDragStore);
  const [overlay, setOverlay] = useState<string | null>(null);
  const endText = useRef("");

  const keyboardOptions = useMemo(
    () => ({ keyboardCodes: KEYBOARD_CODES, coordinateGetter: createKeyboardCoordinates(editor, drags) }),
    [editor, drags],
  );
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: POINTER_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE } }),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const collisionDetection = useMemo(() => createCollisionDetection(drags), [drags]);
  const handlers = useMemo(
    () =>
      createDragHandlers(editor, drags, {
        setOverlay,
        setEndText: (text) => {
          endText.current = text;
        },
        focusNode: focusEditorNode,
      }),
    [editor, drags],
  );
  const accessibility = useMemo(
    () => ({
      announcements: createAnnouncements(editor, drags, () => endText.current),
      screenReaderInstructions: { draggable: t(SCREEN_READER_INSTRUCTIONS) },
    }),
    [editor, drags, t],
  );

  // The region an "Add widget" button picked holds until something else is selected.
  useEffect(
    () =>
      editor.subscribe((state, previous) => {
        const picked = drags.getState().insertRegion;
        if (!picked || state.selection === previous.selection) return;
        const stillThere = state.selection?.kind === "section" && state.selection.id === picked.sectionID;
        if (!stillThere) drags.setState({ insertRegion: null });
      }),
    [editor, drags],
  );

  return (
    <DragStoreContext.Provider value={drags}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        measuring={MEASURING}
        accessibility={accessibility}
        {...handlers}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {overlay ? (
            <div className="inline-flex max-w-64 items-center gap-2 truncate rounded-control border border-primary bg-bg px-3 py-1.5 text-sm font-semibold text-primary shadow-raised">
              {overlay}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </DragStoreContext.Provider>
  );
}
