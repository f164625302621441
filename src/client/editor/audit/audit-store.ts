// The audit's results, one small store per editor store (kept beside it, not in it: the findings are warnings
// derived from the rendered preview, never part of the document's history or its publish gate).
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { AuditFinding, CanvasSnapshot } from "../../../lib/layout/a11y-audit-types";
import { type EditorStore, useEditorStore } from "../store/editor-store";

export interface AuditState {
  /** "idle": no run finished yet; "running": a run is under way (the last findings stay shown). */
  status: "idle" | "running" | "done";
  findings: AuditFinding[];
  /** Runs finished, so the first one is not announced (the panel shows it). */
  runs: number;
  /** Who the last run's preview was hydrated for ("Guest", a role, "you"). */
  viewer: string;
  /** What the last run read, one per device (kept for inspection: tests, the browser's console). */
  snapshots: CanvasSnapshot[];
}

export type AuditStore = StoreApi<AuditState>;

const stores = new WeakMap<EditorStore, AuditStore>();

export function auditStoreFor(editor: EditorStore): AuditStore {
  let store = stores.get(editor);
  if (!store) {
    store = createStore<AuditState>()(() => ({
      status: "idle",
      findings: [],
      runs: 0,
      viewer: "",
      snapshots: [],
    }));
    stores.set(editor, store);
  }
  return store;
}

export function useAudit<T>(selector: (state: AuditState) => T): T {
  return useStore(auditStoreFor(useEditorStore()), selector);
}
