// The JSON pane in jsdom against a real store: text from the document, valid edits applied in one history step,
// invalid ones held back with diagnostics, changes from elsewhere merged into the text, selection both ways.
import { forEachDiagnostic } from "@codemirror/lint";
import { EditorView } from "@codemirror/view";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { JsonPane } from "../../../../src/client/editor/json";
import { nodeHighlight } from "../../../../src/client/editor/json/node-highlight";
import { formatDocument } from "../../../../src/client/editor/json/text-sync";
import { moveSection } from "../../../../src/client/editor/model/ops";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../../factories/editor";

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no layout: CodeMirror measures text ranges when it scrolls a range into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderPane() {
  const store = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
  render(
    <EditorStoreProvider store={store}>
      <JsonPane />
    </EditorStoreProvider>,
  );
  const content = screen.getByRole("textbox", { name: "Layout JSON" });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error("no CodeMirror view");
  return { store, view };
}

/** Replaces the first occurrence of `from` in the pane's text, as typing would. */
function type(view: EditorView, from: string, to: string) {
  const at = view.state.doc.toString().indexOf(from);
  if (at < 0) throw new Error(`"${from}" is not in the text`);
  act(() => {
    view.dispatch({ changes: { from: at, to: at + from.length, insert: to }, userEvent: "input.type" });
  });
}

function settle() {
  act(() => {
    vi.advanceTimersByTime(200);
  });
}

function diagnostics(view: EditorView) {
  const found: { from: number; to: number; message: string }[] = [];
  forEachDiagnostic(view.state, (d, from, to) => found.push({ from, to, message: d.message }));
  return found;
}

describe("JsonPane", () => {
  it("shows the saved form, pretty-printed, without editor ids", () => {
    const { store, view } = renderPane();
    expect(view.state.doc.toString()).toBe(formatDocument(store.getState().doc));
    expect(view.state.doc.toString()).not.toContain("$editorID");
    expect(view.state.doc.toString()).toContain('\n  "name": "Home Template"');
  });

  it("applies a valid edit after the pause, as one history step that keeps ids", () => {
    const { store, view } = renderPane();
    type(view, '"Featured Categories"', '"Our Categories"');
    expect(store.getState().past).toHaveLength(0);
    settle();
    const state = store.getState();
    expect(state.past).toHaveLength(1);
    expect(state.doc.layout[1]?.children).toMatchObject([{ $editorID: "n4", title: "Our Categories" }]);
    expect(screen.getByRole("status").textContent).toBe("Applied to the canvas.");
  });

  it("holds back invalid JSON and shows where it breaks", () => {
    const { store, view } = renderPane();
    const before = store.getState().doc;
    type(view, '"limit": 9', '"limit": ');
    settle();
    expect(store.getState().doc).toBe(before);
    const [first] = diagnostics(view);
    expect(first?.message).toMatch(/^Invalid JSON/);
    expect(first?.from).toBeGreaterThan(view.state.doc.toString().indexOf('"limit"'));
    expect(screen.getByRole("status").textContent).toMatch(/^Not applied: the text is not valid JSON/);
  });

  it("holds back a document with schema problems, marking the value", () => {
    const { store, view } = renderPane();
    const before = store.getState().doc;
    type(view, '"limit": 9', '"limit": "nine"');
    settle();
    expect(store.getState().doc).toBe(before);
    const text = view.state.doc.toString();
    const found = diagnostics(view);
    expect(found.map((d) => text.slice(d.from, d.to))).toContain('"nine"');
    expect(screen.getByRole("status").textContent).toMatch(/^Not applied: 1 problem in the layout/);
  });

  it("follows changes made elsewhere and drops its diagnostics", () => {
    const { store, view } = renderPane();
    type(view, '"limit": 9', '"limit": ');
    settle();
    expect(diagnostics(view).length).toBeGreaterThan(0);
    act(() => {
      store.getState().apply("Move section", (doc) => moveSection(doc, "n1", 3));
    });
    // The store wins over a held-back draft: the text shows the document again, without diagnostics.
    expect(view.state.doc.toString()).toBe(formatDocument(store.getState().doc));
    expect(diagnostics(view)).toEqual([]);
    act(() => store.getState().undo());
    expect(view.state.doc.toString()).toBe(formatDocument(store.getState().doc));
  });

  it("keeps the cursor where it was when the document changes elsewhere", () => {
    const { store, view } = renderPane();
    const at = view.state.doc.toString().indexOf('"name": "Home Template"');
    act(() => view.dispatch({ selection: { anchor: at } }));
    act(() => {
      store.getState().apply("Move section", (doc) => moveSection(doc, "n13", 0));
    });
    // The name line sits above the layout: untouched by the move, so the cursor stays on it.
    expect(view.state.selection.main.head).toBe(at);
  });

  it("reveals a node selected elsewhere", () => {
    const { store, view } = renderPane();
    act(() => store.getState().select({ kind: "widget", id: "n10" }));
    const text = view.state.doc.toString();
    const highlighted: string[] = [];
    const ranges = view.state.field(nodeHighlight).iter();
    for (; ranges.value; ranges.next()) {
      highlighted.push(text.slice(ranges.from, ranges.to));
      // The cursor waits at the start of the node for when the person tabs in.
      expect(view.state.selection.main.head).toBe(ranges.from);
    }
    expect(highlighted).toHaveLength(1);
    expect(JSON.parse(highlighted[0] ?? "")).toMatchObject({
      $hydrate: "react.quick-links",
      title: "Quick Links",
    });
    expect(view.dom.querySelector(".cm-selected-node")).not.toBeNull();
  });

  it("selects the node under the cursor", () => {
    const { store, view } = renderPane();
    view.focus();
    const at = view.state.doc.toString().indexOf('"Featured Categories"');
    act(() => view.dispatch({ selection: { anchor: at + 3 }, userEvent: "select" }));
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n4" });
  });

  it("selects the title bar with the cursor in its JSON, and reveals it when selected elsewhere", () => {
    const { store, view } = renderPane();
    view.focus();
    const at = view.state.doc.toString().indexOf('"react.titleBar"');
    act(() => view.dispatch({ selection: { anchor: at + 3 }, userEvent: "select" }));
    expect(store.getState().selection).toEqual({ kind: "titleBar", id: "titleBar" });
    act(() => store.getState().select(null));
    view.contentDOM.blur();
    act(() => store.getState().select({ kind: "titleBar", id: "titleBar" }));
    const ranges = view.state.field(nodeHighlight).iter();
    const text = view.state.doc.toString();
    expect(JSON.parse(text.slice(ranges.from, ranges.to))).toEqual({ $hydrate: "react.titleBar" });
  });
});
