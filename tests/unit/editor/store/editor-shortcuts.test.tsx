import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findNode } from "../../../../src/client/editor/model/paths";
import {
  createEditorStore,
  EditorStoreProvider,
  useEditor,
} from "../../../../src/client/editor/store/editor-store";
import {
  isTypingTarget,
  shortcutFor,
  useEditorShortcuts,
} from "../../../../src/client/editor/store/use-editor-shortcuts";
import { editorCatalog, editorDocument } from "../../../factories";

function Harness() {
  useEditorShortcuts();
  const announcement = useEditor((s) => s.announcement);
  return (
    <div>
      <input aria-label="Title" />
      <div className="cm-editor">
        <p>{'{ "layout": [] }'}</p>
      </div>
      <button type="button">Canvas widget</button>
      <p role="status">{announcement}</p>
    </div>
  );
}

function setup(viewType = "home") {
  const store = createEditorStore({ document: editorDocument(viewType), catalog: editorCatalog(viewType) });
  render(
    <EditorStoreProvider store={store}>
      <Harness />
    </EditorStoreProvider>,
  );
  return store;
}

afterEach(cleanup);

const canvas = () => screen.getByRole("button", { name: "Canvas widget" });

describe("useEditorShortcuts", () => {
  it("Delete removes the selected widget and announces it; Ctrl+Z brings it back; Ctrl+Y and Shift+Cmd+Z redo", () => {
    const store = setup();
    act(() => store.getState().select({ kind: "widget", id: "n11" }));
    fireEvent.keyDown(canvas(), { key: "Delete" });
    expect(findNode(store.getState().doc, "n11")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Top Members deleted");
    fireEvent.keyDown(canvas(), { key: "z", ctrlKey: true });
    expect(findNode(store.getState().doc, "n11")).not.toBeNull();
    fireEvent.keyDown(canvas(), { key: "y", ctrlKey: true });
    expect(findNode(store.getState().doc, "n11")).toBeNull();
    fireEvent.keyDown(canvas(), { key: "z", metaKey: true });
    fireEvent.keyDown(canvas(), { key: "Z", metaKey: true, shiftKey: true });
    expect(findNode(store.getState().doc, "n11")).toBeNull();
  });

  it("Ctrl/Cmd+D duplicates the selection and prevents the browser's bookmark", () => {
    const store = setup();
    act(() => store.getState().select({ kind: "section", id: "n5" }));
    const notCancelled = fireEvent.keyDown(canvas(), { key: "d", metaKey: true });
    expect(notCancelled).toBe(false);
    expect(store.getState().doc.layout).toHaveLength(5);
    expect(screen.getByRole("status").textContent).toBe("2 Columns - Default duplicated");
  });

  it("announces refusals", () => {
    const store = setup("discussion");
    act(() => store.getState().select({ kind: "widget", id: "n3" }));
    fireEvent.keyDown(canvas(), { key: "Delete" });
    expect(findNode(store.getState().doc, "n3")).not.toBeNull();
    expect(screen.getByRole("status").textContent).toBe(
      "Original Post is required on this page and can't be removed.",
    );
  });

  it("leaves keys typed in inputs and the JSON pane alone", () => {
    const store = setup();
    act(() => store.getState().select({ kind: "widget", id: "n11" }));
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Title" }), { key: "Delete" });
    fireEvent.keyDown(screen.getByText('{ "layout": [] }'), { key: "Backspace" });
    fireEvent.keyDown(screen.getByText('{ "layout": [] }'), { key: "z", ctrlKey: true });
    expect(findNode(store.getState().doc, "n11")).not.toBeNull();
    expect(store.getState().past).toEqual([]);
  });

  it("does nothing without a selection (and lets the key through)", () => {
    const store = setup();
    expect(fireEvent.keyDown(canvas(), { key: "Delete" })).toBe(true);
    expect(fireEvent.keyDown(canvas(), { key: "d", ctrlKey: true })).toBe(true);
    expect(store.getState().past).toEqual([]);
  });
});

describe("useEditorShortcuts on another root", () => {
  function FrameHarness({ root }: { root: HTMLElement }) {
    useEditorShortcuts(root);
    return null;
  }

  it("listens on the given root (e.g. an iframe's document) instead of the page", () => {
    const store = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
    const frame = document.createElement("div");
    const inner = frame.appendChild(document.createElement("button"));
    const input = frame.appendChild(document.createElement("input"));
    document.body.appendChild(frame);
    render(
      <EditorStoreProvider store={store}>
        <FrameHarness root={frame} />
      </EditorStoreProvider>,
    );
    act(() => store.getState().select({ kind: "widget", id: "n11" }));
    fireEvent.keyDown(input, { key: "Delete" });
    fireEvent.keyDown(document.body, { key: "Delete" });
    expect(findNode(store.getState().doc, "n11")).not.toBeNull();
    fireEvent.keyDown(inner, { key: "Delete" });
    expect(findNode(store.getState().doc, "n11")).toBeNull();
    frame.remove();
  });
});

describe("shortcut helpers", () => {
  const key = (
    k: string,
    mods: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {},
  ) => shortcutFor({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

  it("maps keys to actions", () => {
    expect(key("z", { ctrlKey: true })).toBe("undo");
    expect(key("Z", { ctrlKey: true, shiftKey: true })).toBe("redo");
    expect(key("y", { ctrlKey: true })).toBe("redo");
    expect(key("y", { metaKey: true })).toBeNull();
    expect(key("d", { metaKey: true })).toBe("duplicate");
    expect(key("Delete")).toBe("delete");
    expect(key("Delete", { shiftKey: true })).toBeNull();
    expect(key("z", { ctrlKey: true, altKey: true })).toBeNull();
    expect(key("z")).toBeNull();
  });

  it("recognises typing targets", () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><select id="s"></select><div contenteditable="true"><b id="c">x</b></div><div contenteditable="false" id="f"></div><div class="cm-editor"><span id="m"></span></div><button id="b"></button>';
    for (const id of ["i", "t", "s", "c", "m"])
      expect(isTypingTarget(document.getElementById(id))).toBe(true);
    for (const id of ["f", "b"]) expect(isTypingTarget(document.getElementById(id))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
