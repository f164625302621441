// The editor store's public entry: create it, provide it to a tree, read it with a selector.
// With zustand 5, a selector must return a stable value: pick single fields, or wrap object-returning
// selectors in `useShallow` (zustand/react/shallow), else React re-renders forever.
import { createContext, createElement, type ReactNode, useContext } from "react";
import { useStore } from "zustand";
import type { EditorStore } from "./create-editor-store";
import type { EditorState } from "./editor-state";

export { createEditorStore, type EditorStore } from "./create-editor-store";
export type {
  EditorDevice,
  EditorPanel,
  EditorState,
  EditorViewAs,
} from "./editor-state";

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children?: ReactNode }) {
  return createElement(EditorStoreContext.Provider, { value: store }, children);
}

/** The store api, for imperative reads (`getState()`) and actions outside render. */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error("useEditorStore must be used inside <EditorStoreProvider>.");
  return store;
}

/** A slice of the editor state; re-renders when the selected value changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}
