// The JSON pane's CodeMirror view, wired to the editor store both ways:
// - store → text: the saved form pretty-printed; a change from elsewhere (canvas, form, undo) replaces only the
//   differing part, so the cursor and scroll survive; such changes stay out of CodeMirror's own undo history.
// - text → store: 150 ms after typing stops, the text is checked (check-json-edit.ts); a valid document goes to
//   replaceDocument (one history step), anything else stays in the pane as lint diagnostics.
// - selection: selecting a node elsewhere highlights its range and scrolls to it; moving the cursor into a
//   node's JSON selects that node (only while the text matches the document, so pointers mean the same thing).
// Keys are CodeMirror's defaults without Tab, so Tab and Shift+Tab always leave the editor.
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { json, jsonLanguage } from "@codemirror/lang-json";
import {
  bracketMatching,
  defaultHighlightStyle,
  ensureSyntaxTree,
  indentOnInput,
  syntaxHighlighting,
  syntaxTree,
} from "@codemirror/language";
import { type Diagnostic, lintGutter, lintKeymap, setDiagnostics } from "@codemirror/lint";
import { Annotation, EditorState, Transaction } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
  type ViewUpdate,
} from "@codemirror/view";
import { withEditorIDs } from "../model/ids";
import { findEntry, nodeAtPointer, pointerOf } from "../model/paths";
import { checkDocument } from "../model/problems";
import { type Selection, TITLE_BAR_ID } from "../model/types";
import type { EditorStore } from "../store/editor-store";
import { checkJsonEdit, type JsonEditCheck } from "./check-json-edit";
import { nodeHighlight, setNodeHighlight } from "./node-highlight";
import { pointerAt, rangeOfPointer } from "./pointer-ranges";
import { formatDocument, minimalChange } from "./text-sync";

/** What the pane tells its reader about the text. */
export type JsonPaneStatus =
  | { kind: "synced" }
  | { kind: "pending" }
  | { kind: "applied"; warnings?: number }
  | {
      kind: "held";
      stage: Exclude<JsonEditCheck, { ok: true }>["stage"] | "refused";
      count: number;
      message: string;
    };

export interface JsonPaneViewOptions {
  parent: HTMLElement;
  store: EditorStore;
  onStatus(status: JsonPaneStatus): void;
  debounceMs?: number;
  /** Attributes of the editable element (aria-label, aria-describedby). */
  contentAttributes?: Record<string, string>;
}

/** Marks transactions the pane makes itself (text sync, reveal), which must not echo back to the store. */
const fromStore = Annotation.define<boolean>();

function isTitleBarPointer(pointer: string): boolean {
  return pointer === "/titleBar" || pointer.startsWith("/titleBar/");
}

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "13px", backgroundColor: "var(--color-bg)" },
  "&.cm-focused": { outline: "2px solid var(--color-focus)", outlineOffset: "-2px" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
  // Gutter text at body contrast (the default grey is under 4.5:1).
  ".cm-gutters": {
    backgroundColor: "var(--color-bg-subtle)",
    color: "var(--color-fg-muted)",
    border: "none",
  },
  ".cm-activeLineGutter": { backgroundColor: "var(--color-bg-hover)" },
  ".cm-activeLine": { backgroundColor: "color-mix(in srgb, var(--color-primary-soft) 45%, transparent)" },
  ".cm-selected-node": { backgroundColor: "var(--color-primary-soft)" },
});

export function createJsonPaneView({
  parent,
  store,
  onStatus,
  debounceMs = 150,
  contentAttributes = {},
}: JsonPaneViewOptions): { view: EditorView; destroy(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The text holds an edit not (yet) in the store: pointers in it may not match the document. */
  let draft = false;
  /** Set while the pane itself writes to the store, so the store's echo is ignored. */
  let writing = false;

  /** Runs a store action of the pane's own, whose echo the subscription below must ignore. */
  const write = <T>(action: () => T): T => {
    writing = true;
    try {
      return action();
    } finally {
      writing = false;
    }
  };

  const treeOf = (state: EditorState) => ensureSyntaxTree(state, state.doc.length, 200) ?? syntaxTree(state);

  const check = () => {
    timer = undefined;
    const text = view.state.doc.toString();
    const { doc } = store.getState();
    const result = checkJsonEdit(text, jsonLanguage.parser.parse(text), {
      layoutViewType: doc.layoutViewType,
      validate: (saved) => checkDocument(withEditorIDs(saved, store.getState().doc)),
      t: store.getState().t,
    });
    if (!result.ok) {
      view.dispatch(
        setDiagnostics(
          view.state,
          result.diagnostics.map((d): Diagnostic => ({ ...d, severity: "error" })),
        ),
      );
      onStatus({
        kind: "held",
        stage: result.stage,
        count: result.diagnostics.length,
        message: result.diagnostics[0]?.message ?? "",
      });
      return;
    }
    const accepted = write(() => store.getState().replaceDocument({ ...result.saved }));
    if (!accepted) {
      const message = store.getState().announcement;
      view.dispatch(
        setDiagnostics(view.state, [{ from: 0, to: Math.min(1, text.length), severity: "error", message }]),
      );
      onStatus({ kind: "held", stage: "refused", count: 1, message });
      return;
    }
    draft = false;
    // Unknown keys stay marked in the text (and listed in Problems) until they are removed or saved away.
    const warnings = result.warnings.map((d): Diagnostic => ({ ...d, severity: "warning" }));
    view.dispatch(setDiagnostics(view.state, warnings));
    onStatus(warnings.length > 0 ? { kind: "applied", warnings: warnings.length } : { kind: "applied" });
    reveal(store.getState().selection, false);
  };

  const onUpdate = (update: ViewUpdate) => {
    const own = update.transactions.some((tr) => tr.annotation(fromStore));
    if (update.docChanged && !own) {
      draft = true;
      clearTimeout(timer);
      timer = setTimeout(check, debounceMs);
      onStatus({ kind: "pending" });
      return;
    }
    if (update.selectionSet && !own && !draft && update.view.hasFocus) selectAtCursor(update.state);
  };

  const selectAtCursor = (state: EditorState) => {
    const { doc, selection, select } = store.getState();
    const pointer = pointerAt(treeOf(state), state.doc.toString(), state.selection.main.head);
    if (pointer !== null && isTitleBarPointer(pointer)) {
      // The title bar has no editor id of its own, but it is selectable (its settings form) like a node.
      if (selection?.kind === "titleBar") return;
      write(() => select({ kind: "titleBar", id: TITLE_BAR_ID }));
      reveal(store.getState().selection, false);
      return;
    }
    const id = pointer === null ? null : nodeAtPointer(doc, pointer);
    if (!id || selection?.id === id) return;
    const entry = findEntry(doc, id);
    if (!entry) return;
    write(() => select({ kind: entry.kind, id }));
    reveal(store.getState().selection, false);
  };

  /** Whether a position's line is on screen already: then the pane stays where it is (no jump to put it on top). */
  const isInView = (pos: number): boolean => {
    const coords = view.coordsAtPos(pos);
    if (!coords) return false;
    const box = view.scrollDOM.getBoundingClientRect();
    return coords.top >= box.top && coords.bottom <= box.bottom;
  };

  /** Highlights the selected node's range; from elsewhere, also scrolls to it and puts the cursor at its start. */
  const reveal = (selection: Selection, fromElsewhere: boolean) => {
    const { doc } = store.getState();
    const pointer =
      selection?.kind === "titleBar" ? "/titleBar" : selection ? pointerOf(doc, selection.id) : null;
    const range =
      pointer === null ? null : rangeOfPointer(treeOf(view.state), view.state.doc.toString(), pointer);
    const exact = range?.exact ? range : null;
    view.dispatch({
      effects: [
        setNodeHighlight.of(exact),
        ...(exact && fromElsewhere && !isInView(exact.from)
          ? [EditorView.scrollIntoView(exact.from, { y: "start", yMargin: 24 })]
          : []),
      ],
      // Only move the cursor while the person is not typing here.
      ...(exact && fromElsewhere && !view.hasFocus ? { selection: { anchor: exact.from } } : {}),
      annotations: fromStore.of(true),
    });
  };

  /** The store's document changed elsewhere: the text follows it (a pending draft gives way to the store). */
  const syncText = () => {
    clearTimeout(timer);
    timer = undefined;
    draft = false;
    const change = minimalChange(view.state.doc.toString(), formatDocument(store.getState().doc));
    view.dispatch({
      ...(change ? { changes: change } : {}),
      annotations: [fromStore.of(true), Transaction.addToHistory.of(false)],
    });
    view.dispatch(setDiagnostics(view.state, []));
    onStatus({ kind: "synced" });
  };

  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: formatDocument(store.getState().doc),
      extensions: [
        lineNumbers(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        json(),
        lintGutter(),
        nodeHighlight,
        keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
        EditorState.tabSize.of(2),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of(contentAttributes),
        EditorView.updateListener.of(onUpdate),
        theme,
      ],
    }),
  });

  const unsubscribe = store.subscribe((state, previous) => {
    if (writing) return;
    if (state.doc !== previous.doc) syncText();
    if (state.selection !== previous.selection || state.doc !== previous.doc)
      reveal(state.selection, state.selection !== previous.selection);
  });
  reveal(store.getState().selection, true);
  // Lines wrap, so where the selected node sits depends on the font: when the web font arrives after the first
  // reveal, the estimate it scrolled by is stale. Reveal once more then, unless the person is already working here.
  let destroyed = false;
  void document.fonts?.ready.then(() => {
    if (destroyed || view.hasFocus) return;
    view.requestMeasure();
    reveal(store.getState().selection, true);
  });

  return {
    view,
    destroy() {
      destroyed = true;
      clearTimeout(timer);
      unsubscribe();
      view.destroy();
    },
  };
}
