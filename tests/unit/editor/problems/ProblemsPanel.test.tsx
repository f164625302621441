import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setProp } from "../../../../src/client/editor/model/ops";
import {
  type EditorDocument,
  type JsonObject,
  TITLE_BAR_ID,
} from "../../../../src/client/editor/model/types";
import { ProblemsPanel } from "../../../../src/client/editor/problems";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument, editorTemplate } from "../../../factories/editor";

afterEach(cleanup);

function renderPanel(document = editorDocument("discussionList")) {
  const store = createEditorStore({ document, catalog: editorCatalog("discussionList") });
  render(
    <EditorStoreProvider store={store}>
      <ProblemsPanel />
    </EditorStoreProvider>,
  );
  return store;
}

/** The id of the Quick Links widget (third in the secondary column of the second section). */
function quickLinksID(doc: EditorDocument): string {
  const items = doc.layout[1]?.secondaryBottom;
  const widget = Array.isArray(items) ? (items[2] as JsonObject | undefined) : undefined;
  return String(widget?.$editorID);
}

function brokenDocument() {
  const saved = editorTemplate("discussionList");
  const columns = saved.layout[1] as Record<string, JsonObject[]>;
  columns.mainBottom = [];
  (columns.secondaryBottom?.[2] as JsonObject).links = "nope";
  (columns.secondaryBottom?.[2] as JsonObject).title = 5;
  return editorDocument(saved);
}

describe("ProblemsPanel", () => {
  it("says there are no problems", () => {
    renderPanel();
    expect(screen.getByRole("heading", { name: "Problems (0)" })).toBeTruthy();
    expect(screen.getByText("No problems")).toBeTruthy();
  });

  it("lists problems by widget with the count in the heading", () => {
    renderPanel(brokenDocument());
    expect(screen.getByRole("heading", { name: "Problems (3)" })).toBeTruthy();
    const widget = screen.getByRole("heading", { name: /^Quick Links\s*· secondary column, section 2$/ });
    expect(widget.tagName).toBe("H3");
    expect(screen.getByRole("button", { name: /^Quick Links:\s*links\s*Must be array/ })).toBeTruthy();
    // The missing asset is not a button (there is nothing to select), but says what to add.
    expect(screen.getByText(/^Add “.+” from the .+ group of the palette/)).toBeTruthy();
    expect(screen.getAllByRole("button")).toHaveLength(2);
  });

  it("selects the widget and asks the form to focus the field", () => {
    const store = renderPanel(brokenDocument());
    fireEvent.click(screen.getByRole("button", { name: /^Quick Links:\s*links\s*Must be array/ }));
    const { selection, focusRequest, panel } = store.getState();
    const id = quickLinksID(store.getState().doc);
    expect(selection).toEqual({ kind: "widget", id });
    expect(focusRequest).toMatchObject({ editorID: id, field: "links" });
    expect(panel).toBe("settings");
  });

  it("follows the document as problems are fixed", () => {
    const store = renderPanel(brokenDocument());
    const id = quickLinksID(store.getState().doc);
    act(() => {
      store.getState().apply("Fix title", (doc) => setProp(doc, id, "title", "Quick Links"));
    });
    expect(screen.getByRole("heading", { name: "Problems (2)" })).toBeTruthy();
    const group = screen.getByRole("heading", { name: /^Quick Links/ }).closest("li");
    if (!group) throw new Error("expected the Quick Links group");
    expect(within(group).getAllByRole("button")).toHaveLength(1);
  });

  it("focuses a section's handle for a problem about the whole section (its box cannot take focus)", () => {
    const saved = editorTemplate("discussionList");
    // A widget at the top level: a problem of the (top-level) node itself, with no field to focus.
    saved.layout.push({ $hydrate: "react.quick-links", links: [] });
    const store = renderPanel(editorDocument(saved));
    const node = store.getState().doc.layout.at(-1);
    if (!node) throw new Error("expected the top-level widget");
    const canvas = document.createElement("div");
    canvas.innerHTML = `<div role="group" data-editor-section="${node.$editorID}"><div role="button" tabindex="0" data-section-handle="">Section</div></div>`;
    document.body.append(canvas);
    try {
      const button = screen
        .getAllByRole("button")
        .find((element) => element.textContent?.includes("Only sections may be at the top level"));
      if (!button) throw new Error("expected the top-level problem");
      fireEvent.click(button);
      expect(store.getState().selection).toEqual({ kind: "section", id: node.$editorID });
      expect(document.activeElement).toBe(canvas.querySelector("[data-section-handle]"));
    } finally {
      canvas.remove();
    }
  });

  it("lists the title bar's problems as its own group and asks the form to focus its field", () => {
    const saved = editorTemplate("discussionList");
    saved.titleBar = { $hydrate: "react.titleBar", height: 5 };
    const store = renderPanel(editorDocument(saved));
    expect(screen.getByRole("heading", { name: "Title bar" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Title bar:\s*height/ }));
    expect(store.getState().selection).toEqual({ kind: "titleBar", id: TITLE_BAR_ID });
    expect(store.getState().focusRequest).toMatchObject({ editorID: TITLE_BAR_ID, field: "height" });
    expect(store.getState().panel).toBe("settings");
  });
});

describe("ProblemsPanel warnings", () => {
  it("lists unknown keys as warnings, apart from problems, without counting them as problems", () => {
    const saved = editorTemplate("discussionList");
    const columns = saved.layout[1] as Record<string, JsonObject[]>;
    Object.assign(columns.secondaryBottom?.[2] ?? {}, { colour: "red" });
    const store = renderPanel(editorDocument(saved));
    expect(store.getState().problems).toEqual([]);
    expect(screen.getByRole("heading", { name: "Problems (0)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Warnings (1)" })).toBeTruthy();
    expect(
      screen.getByText(/Unknown property "colour": it is dropped when the layout is saved\./),
    ).toBeTruthy();
  });
});
