// The current preview, shared with every widget of the canvas through a small store: each widget subscribes to its
// own hydrated node, so a new hydration re-renders only the widgets whose preview changed (a context would
// re-render all of them).
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";
import type { PreviewIndex } from "./preview-index";

export interface PreviewState {
  index: PreviewIndex;
  requested: ReadonlySet<string>;
  titleBar: HydratedNode | null;
  failed: boolean;
  /** Who the preview is for, in ghost labels: "Guest", a role name, "you". */
  viewerName: string;
}

export type PreviewStore = StoreApi<PreviewState>;

export function createPreviewStore(initial?: Partial<PreviewState>): PreviewStore {
  return createStore<PreviewState>()(() => ({
    index: new Map(),
    requested: new Set(),
    titleBar: null,
    failed: false,
    viewerName: "you",
    ...initial,
  }));
}

const fallback = createPreviewStore();
export const PreviewStoreContext = createContext<PreviewStore>(fallback);

export function usePreviewState<T>(selector: (state: PreviewState) => T): T {
  return useStore(useContext(PreviewStoreContext), selector);
}
