// The comparison an author asked for in the Revisions panel: an older revision against the draft being edited (or
// against another revision), its semantic diff kept current as the draft changes, and the canvas marks it gives.
// One session per editor store, found through the store itself (no provider to mount), so the panel and every
// canvas widget read the same one; marks stay while the author works in other tabs, until they stop comparing.
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import {
  type DiffDocument,
  diffLayouts,
  type LayoutChange,
  type LayoutDiff,
} from "../../../lib/layout/semantic-diff";
import { type EditorStore, useEditorStore } from "../store/editor-store";

export interface ComparedRevision {
  revisionID: number;
  doc: DiffDocument;
}

/** What a canvas mark says about a node of the draft. */
export type DiffMarkKind = "added" | "moved" | "changed";

export interface DiffSessionState {
  from: ComparedRevision | null;
  /** null: the draft in the editor. */
  to: ComparedRevision | null;
  diff: LayoutDiff | null;
  /** Draft node id → what changed about it (only while comparing with the draft). */
  marks: ReadonlyMap<string, readonly DiffMarkKind[]>;
  compare(from: ComparedRevision, to: ComparedRevision | null): void;
  stop(): void;
}

export type DiffSession = StoreApi<DiffSessionState>;

const MARK_OF: Partial<Record<LayoutChange["kind"], DiffMarkKind>> = {
  sectionAdded: "added",
  widgetAdded: "added",
  sectionMoved: "moved",
  widgetMoved: "moved",
  sectionPropsChanged: "changed",
  sectionVisibilityChanged: "changed",
  widgetPropsChanged: "changed",
  widgetVisibilityChanged: "changed",
};

export function diffMarks(changes: readonly LayoutChange[]): Map<string, DiffMarkKind[]> {
  const marks = new Map<string, DiffMarkKind[]>();
  for (const change of changes) {
    const kind = MARK_OF[change.kind];
    if (!kind || !change.toID) continue;
    const kinds = marks.get(change.toID) ?? [];
    if (!kinds.includes(kind)) marks.set(change.toID, [...kinds, kind]);
  }
  return marks;
}

function createDiffSession(editor: EditorStore): DiffSession {
  const session = createStore<DiffSessionState>()((set) => {
    const computed = (from: ComparedRevision | null, to: ComparedRevision | null) => {
      if (!from) return { diff: null, marks: new Map() };
      const diff = diffLayouts(from.doc, to?.doc ?? editor.getState().doc);
      return { diff, marks: to ? new Map() : diffMarks(diff.changes) };
    };
    return {
      from: null,
      to: null,
      diff: null,
      marks: new Map(),
      compare(from, to) {
        set({ from, to, ...computed(from, to) });
      },
      stop() {
        set({ from: null, to: null, diff: null, marks: new Map() });
      },
    };
  });
  // Comparing with the draft follows every edit (an undo, a restore, a move on the canvas).
  editor.subscribe((state, previous) => {
    const { from, to } = session.getState();
    if (state.doc === previous.doc || !from || to) return;
    const diff = diffLayouts(from.doc, state.doc);
    session.setState({ diff, marks: diffMarks(diff.changes) });
  });
  return session;
}

const sessions = new WeakMap<EditorStore, DiffSession>();

/** The editor store's comparison session (made on first use). */
export function diffSessionFor(editor: EditorStore): DiffSession {
  let session = sessions.get(editor);
  if (!session) {
    session = createDiffSession(editor);
    sessions.set(editor, session);
  }
  return session;
}

export function useDiffSession<T>(selector: (state: DiffSessionState) => T): T {
  return useStore(diffSessionFor(useEditorStore()), selector);
}

/** What the current comparison says about a draft node, or null. */
export function useDiffMark(editorID: string): readonly DiffMarkKind[] | null {
  return useDiffSession((state) => state.marks.get(editorID) ?? null);
}
