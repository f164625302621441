// Drag state that changes on every pointer move (what is dragged, where it would land) kept out of the editor store
// and out of React state: regions subscribe to their own slice, so a drag re-renders only the regions whose drop
// indicator appears or goes. Also holds the region an "Add widget" button chose for the palette.
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { WidgetTarget } from "../model/types";
import type { DragData } from "./drag-data";

export interface DragStoreState {
  drag: DragData | null;
  /** The drag was started with the keyboard: the target comes from the arrow keys, not from the pointer. */
  keyboard: boolean;
  widgetTarget: { target: WidgetTarget; allowed: boolean } | null;
  sectionTarget: number | null;
  /** Keyboard drags: the droppable the arrow keys chose (the collision detection answers it). */
  keyboardOverID: string | null;
  /** The region an empty region's "Add widget" button picked: the palette inserts there next. */
  insertRegion: { sectionID: string; region: string } | null;
}

export type DragStore = StoreApi<DragStoreState>;

export const IDLE_DRAG: Omit<DragStoreState, "insertRegion"> = {
  drag: null,
  keyboard: false,
  widgetTarget: null,
  sectionTarget: null,
  keyboardOverID: null,
};

export function createDragStore(): DragStore {
  return createStore<DragStoreState>()(() => ({ ...IDLE_DRAG, insertRegion: null }));
}

/** A store for trees rendered without an EditorDndProvider (a canvas story without drag and drop). */
const fallbackStore = createDragStore();

export const DragStoreContext = createContext<DragStore>(fallbackStore);

export function useDragStoreApi(): DragStore {
  return useContext(DragStoreContext);
}

export function useDragState<T>(selector: (state: DragStoreState) => T): T {
  return useStore(useContext(DragStoreContext), selector);
}

/** Whether the dragged widget is over this region and the region refuses it. */
export function useDropRefused(sectionID: string, region: string): boolean {
  return useDragState((s) => {
    const target = s.widgetTarget;
    return Boolean(
      target && !target.allowed && target.target.sectionID === sectionID && target.target.region === region,
    );
  });
}

export function useIsDragged(editorID: string): boolean {
  return useDragState((s) => s.drag !== null && s.drag.kind !== "palette" && s.drag.editorID === editorID);
}
