// The editor page's saving: one DraftSaver per store, its status for rendering, and the autosave — a draft save
// 5 s after the last change (each change restarts the wait).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { layoutKeys } from "../../api/layouts";
import type { EditorStore } from "../store/editor-store";
import { DraftSaver, type SaveStatus } from "./draft-saver";

export const AUTOSAVE_DELAY_MS = 5000;

export function useDraftSaver(
  store: EditorStore,
  layoutID: number | string,
): {
  saver: DraftSaver;
  status: SaveStatus;
} {
  const client = useQueryClient();
  const saver = useMemo(() => new DraftSaver(store, layoutID), [store, layoutID]);
  const status = useSyncExternalStore(saver.subscribe, saver.getStatus, saver.getStatus);

  // Every new revision (saved, published) belongs in the Revisions panel.
  useEffect(() => {
    if (status.kind === "saved" || status.kind === "published")
      void client.invalidateQueries({ queryKey: layoutKeys.revisions(layoutID) });
  }, [status, client, layoutID]);

  return { saver, status };
}

/** Saves a draft AUTOSAVE_DELAY_MS after the document last changed, while it has unsaved changes. */
export function useAutosave(store: EditorStore, saver: DraftSaver, delayMs = AUTOSAVE_DELAY_MS): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.doc === previous.doc) return;
      clearTimeout(timer);
      if (!state.saved.dirty || saver.isBlocked) return;
      timer = setTimeout(() => void saver.save(), delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, saver, delayMs]);
}
