// The vanilla zustand store behind the editor: the document with bounded undo/redo, problems recomputed after
// every change, and the UI state panels share (selection, hover, panel, device, view-as, focus requests).
import { freeze } from "immer";
import { createStore, type StoreApi } from "zustand/vanilla";
import { msg } from "../../../lib/i18n/msg";
import { ENGLISH_I18N, localiseCatalog } from "../i18n";
import { EditorOperationError } from "../model/errors";
import { coalesceHistory, type HistoryState, pushHistory, redoHistory, undoHistory } from "../model/history";
import { stripEditorIDs, withEditorIDs } from "../model/ids";
import { findEntry } from "../model/paths";
import { checkDocument } from "../model/problems";
import { type EditorDocument, type Selection, TITLE_BAR_ID } from "../model/types";
import type { EditorState, EditorStoreOptions } from "./editor-state";
import { deleteAction, duplicateAction, type SelectionAction } from "./selection-actions";

export type EditorStore = StoreApi<EditorState>;

const TITLE_BAR_STAYS = msg("Every page has exactly one title bar: it cannot be deleted or duplicated.");

/** Edits with the same label closer together than this are one undo step (typing a title). */
export const COALESCE_WINDOW_MS = 1000;

/** A selection still pointing at a node of `doc` (kind corrected), else null. */
function validSelection(doc: EditorDocument, selection: Selection): Selection {
  if (!selection) return null;
  // Every document has a title bar.
  if (selection.kind === "titleBar" || selection.id === TITLE_BAR_ID)
    return { kind: "titleBar", id: TITLE_BAR_ID };
  const entry = findEntry(doc, selection.id);
  return entry ? { kind: entry.kind, id: selection.id } : null;
}

export function createEditorStore({
  document: initial,
  catalog: sourceCatalog,
  revisionID = null,
  i18n = ENGLISH_I18N,
}: EditorStoreOptions): EditorStore {
  const { t } = i18n;
  const catalog = i18n === ENGLISH_I18N ? sourceCatalog : localiseCatalog(sourceCatalog, i18n.text);
  // Frozen, like everything the operations return: nothing can change a document behind the history's back,
  // and validation may cache by node.
  const document = freeze(initial, true);
  return createStore<EditorState>()((set, get) => {
    /** The new document's derived state: problems, a selection and hover that still exist, dirty. */
    const derived = (doc: EditorDocument) => {
      const { selection, hover, saved } = get();
      return {
        ...checkDocument(doc, catalog),
        selection: validSelection(doc, selection),
        hover: hover && findEntry(doc, hover) ? hover : null,
        saved: { ...saved, dirty: true },
      };
    };

    const history = (): HistoryState => {
      const { doc, past, future, pastLabels, futureLabels } = get();
      return { doc, past, future, pastLabels, futureLabels };
    };

    /** The last step taken, so edits of the same field in quick succession can share one undo step. */
    let lastStep: { label: string; at: number } | null = null;

    const commit = (label: string, next: EditorDocument, coalesce = false) => {
      if (next === get().doc) return;
      // Operations return frozen documents already; this catches a hand-made one (freeze skips frozen parts).
      freeze(next, true);
      const now = Date.now();
      const joins =
        coalesce &&
        lastStep?.label === label &&
        now - lastStep.at < COALESCE_WINDOW_MS &&
        get().past.length > 0 &&
        get().future.length === 0;
      lastStep = coalesce ? { label, at: now } : null;
      const nextHistory = joins ? coalesceHistory(history(), next) : pushHistory(history(), label, next);
      set({ ...nextHistory, ...derived(next) });
    };

    const refuse = (error: unknown): false => {
      if (!(error instanceof EditorOperationError)) throw error;
      set({ announcement: error.say(t) });
      return false;
    };

    const runSelectionAction = (action: SelectionAction | null): boolean => {
      if (!action) return false;
      try {
        const next = action.op(get().doc);
        commit(action.label, next);
        set({ selection: validSelection(next, action.selectAfter(next)), announcement: action.announcement });
        return true;
      } catch (error) {
        return refuse(error);
      }
    };

    return {
      doc: document,
      past: [],
      future: [],
      pastLabels: [],
      futureLabels: [],
      ...checkDocument(document, catalog),
      catalog,
      selection: null,
      hover: null,
      panel: "settings",
      device: "desktop",
      viewAs: "self",
      focusRequest: null,
      t,
      announcement: "",
      saved: { revisionID, dirty: false },

      apply(label, op, options) {
        try {
          commit(label, op(get().doc), options?.coalesce);
          return true;
        } catch (error) {
          return refuse(error);
        }
      },
      replaceDocument(saved) {
        try {
          const { doc } = get();
          const next = withEditorIDs(saved, doc);
          // Same document (e.g. only whitespace changed in the JSON pane): no history step.
          if (JSON.stringify(stripEditorIDs(next)) === JSON.stringify(stripEditorIDs(doc))) return true;
          commit(t("Edit JSON"), next);
          return true;
        } catch (error) {
          return refuse(error);
        }
      },
      undo() {
        lastStep = null;
        const step = undoHistory(history());
        if (step)
          set({
            ...step.history,
            ...derived(step.history.doc),
            announcement: t("Undid {change}", { change: step.label }),
          });
      },
      redo() {
        lastStep = null;
        const step = redoHistory(history());
        if (step)
          set({
            ...step.history,
            ...derived(step.history.doc),
            announcement: t("Redid {change}", { change: step.label }),
          });
      },
      select(selection) {
        set({ selection: validSelection(get().doc, selection) });
      },
      setHover(hover) {
        set({ hover });
      },
      setPanel(panel) {
        set({ panel });
      },
      setDevice(device) {
        set({ device });
      },
      setViewAs(viewAs) {
        set({ viewAs });
      },
      requestFocus(editorID, field) {
        const selection = validSelection(get().doc, { kind: "widget", id: editorID });
        if (!selection) return;
        set({
          selection,
          panel: "settings",
          focusRequest: { editorID, field, nonce: (get().focusRequest?.nonce ?? 0) + 1 },
        });
      },
      announce(announcement) {
        set({ announcement });
      },
      markSaved(savedRevisionID) {
        set({ saved: { revisionID: savedRevisionID, dirty: false } });
      },
      deleteSelection() {
        const { doc, selection, catalog: current } = get();
        // Said, not silently ignored: Delete on the selected title bar would otherwise seem broken.
        if (selection?.kind === "titleBar") return refuse(new EditorOperationError(TITLE_BAR_STAYS));
        return runSelectionAction(deleteAction(doc, selection, current, t));
      },
      duplicateSelection() {
        const { doc, selection, catalog: current } = get();
        if (selection?.kind === "titleBar") return refuse(new EditorOperationError(TITLE_BAR_STAYS));
        return runSelectionAction(duplicateAction(doc, selection, current, t));
      },
    };
  });
}
