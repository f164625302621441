// The outline against a real editor store: tree semantics, roving tabindex, keyboard navigation, selection both
// ways, collapse, and moves without a drag (Alt+Arrow), announced by name.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { locate } from "../../../../src/client/editor/model/paths";
import type { JsonObject } from "../../../../src/client/editor/model/types";
import { Outline } from "../../../../src/client/editor/outline";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument, editorTemplate } from "../../../factories/editor";

afterEach(cleanup);

function renderOutline(document = editorDocument("home")) {
  const store = createEditorStore({ document, catalog: editorCatalog("home") });
  render(
    <EditorStoreProvider store={store}>
      <Outline />
    </EditorStoreProvider>,
  );
  return store;
}

/** A row by its label (its name goes on with "section 3" or "5 widgets" for sections and regions). */
const named = (label: string) =>
  new RegExp(`^${label.replace(/[()]/g, "\\$&")}( (section \\d+|empty|\\d+ widgets?))?$`);
const item = (label: string) => screen.getByRole("treeitem", { name: named(label) });

describe("Outline", () => {
  it("shows sections, regions and widgets as a tree with one tab stop", () => {
    renderOutline();
    const tree = screen.getByRole("tree", { name: "Outline" });
    expect(within(tree).getAllByRole("treeitem").length).toBe(4 + 8 + 10);
    const twoColumns = item("2 Columns - Default");
    expect(twoColumns.getAttribute("aria-level")).toBe("1");
    expect(twoColumns.getAttribute("aria-posinset")).toBe("3");
    expect(twoColumns.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("treeitem", { name: "secondary column 5 widgets" })).toBeTruthy();
    expect(screen.getByRole("treeitem", { name: "breadcrumbs empty" })).toBeTruthy();
    expect(item("Quick Links").getAttribute("aria-level")).toBe("3");
    expect(tree.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it("selects the title bar from a button above the tree", () => {
    const store = renderOutline();
    const button = screen.getByRole("button", { name: "Title bar" });
    expect(button.closest('[role="tree"]')).toBeNull();
    fireEvent.click(button);
    expect(store.getState().selection).toEqual({ kind: "titleBar", id: "titleBar" });
    expect(button.getAttribute("aria-current")).toBe("true");
  });

  it("moves focus with the arrow keys, Home and End", () => {
    renderOutline();
    const first = item("1 Column - Full Width");
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(document.activeElement).toBe(item("full width"));
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(document.activeElement).toBe(item("Site Totals"));
    expect(item("Site Totals").getAttribute("tabindex")).toBe("0");
    expect(first.getAttribute("tabindex")).toBe("-1");
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(document.activeElement).toBe(first);
  });

  it("jumps by first letter, leaving modified keys to the editor's shortcuts", () => {
    renderOutline();
    const first = item("1 Column - Full Width");
    first.focus();
    fireEvent.keyDown(first, { key: "q" });
    expect(document.activeElement).toBe(item("Quick Links"));
    const ctrlD = fireEvent.keyDown(item("Quick Links"), { key: "d", ctrlKey: true });
    expect(ctrlD).toBe(true); // not prevented
    expect(document.activeElement).toBe(item("Quick Links"));
  });

  it("collapses with Left and expands with Right", () => {
    renderOutline();
    const section = item("2 Columns - Default");
    section.focus();
    fireEvent.keyDown(section, { key: "ArrowLeft" });
    expect(section.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("treeitem", { name: named("Quick Links") })).toBeNull();
    fireEvent.keyDown(section, { key: "ArrowRight" });
    expect(item("Quick Links").isConnected).toBe(true);
  });

  it("selects on Enter and on click, and follows a selection made elsewhere", () => {
    const store = renderOutline();
    const widget = item("Quick Links");
    widget.focus();
    fireEvent.keyDown(widget, { key: "Enter" });
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n10" });
    expect(widget.getAttribute("aria-selected")).toBe("true");

    fireEvent.click(item("full width"));
    expect(store.getState().selection).toEqual({ kind: "section", id: "n1" });

    // Collapsed, then selected on the canvas: the outline opens its section and makes it the tab stop.
    const section = item("2 Columns - Default");
    section.focus();
    fireEvent.keyDown(section, { key: "ArrowLeft" });
    act(() => store.getState().select({ kind: "widget", id: "n12" }));
    expect(item("Popular Tags").getAttribute("aria-selected")).toBe("true");
    expect(item("Popular Tags").getAttribute("tabindex")).toBe("0");
  });

  it("keeps the selected item's section collapsed once the person collapses it", () => {
    const store = renderOutline();
    act(() => store.getState().select({ kind: "widget", id: "n9" }));
    const section = item("2 Columns - Default");
    section.focus();
    fireEvent.keyDown(section, { key: "ArrowLeft" });
    expect(section.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("treeitem", { name: named("New Post Button") })).toBeNull();
  });

  it("moves a widget with Alt+Arrow, keeps focus on it and announces where it went", () => {
    const store = renderOutline();
    const widget = item("Welcome!");
    widget.focus();
    fireEvent.keyDown(widget, { key: "ArrowDown", altKey: true });
    expect(locate(store.getState().doc, "n8")).toEqual({
      sectionID: "n5",
      region: "secondaryBottom",
      index: 1,
    });
    expect(store.getState().announcement).toBe(
      "Welcome! moved to secondary column, position 2 of 5, section 3",
    );
    expect(document.activeElement).toBe(item("Welcome!"));

    // Up twice: back to the top, then into the region above (a new parent: focus follows it).
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp", altKey: true });
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp", altKey: true });
    expect(locate(store.getState().doc, "n8")).toEqual({ sectionID: "n5", region: "secondaryTop", index: 0 });
    expect(document.activeElement).toBe(item("Welcome!"));
    expect(item("Welcome!").getAttribute("aria-level")).toBe("3");
  });

  it("moves a section with Alt+Arrow and undoes in one step", () => {
    const store = renderOutline();
    const section = item("1 Column - Full Width");
    section.focus();
    fireEvent.keyDown(section, { key: "ArrowDown", altKey: true });
    expect(store.getState().doc.layout.map((s) => s.$editorID)).toEqual(["n3", "n1", "n5", "n13"]);
    expect(store.getState().announcement).toBe("1 Column - Full Width moved to position 2 of 4");
    act(() => store.getState().undo());
    expect(store.getState().doc.layout.map((s) => s.$editorID)).toEqual(["n1", "n3", "n5", "n13"]);
  });

  it("says so when an item cannot move further", () => {
    const store = renderOutline();
    const last = item("Site Totals");
    last.focus();
    fireEvent.keyDown(last, { key: "ArrowDown", altKey: true });
    expect(store.getState().announcement).toBe("Site Totals cannot move further down");
  });

  it("counts each node's problems on its row", () => {
    const saved = editorTemplate("home");
    const secondary = (saved.layout[2] as Record<string, JsonObject[]>).secondaryBottom;
    Object.assign(secondary?.[2] ?? {}, { title: 5, links: "none" });
    renderOutline(editorDocument(saved));
    expect(screen.getByRole("treeitem", { name: "Quick Links 2 problems" })).toBeTruthy();
    expect(screen.getByRole("treeitem", { name: "Top Members" })).toBeTruthy();
  });

  it("marks the hovered node and reports hover to the store", () => {
    const store = renderOutline();
    fireEvent.mouseEnter(item("Browse"));
    expect(store.getState().hover).toBe("n6");
    fireEvent.mouseLeave(item("Browse"));
    expect(store.getState().hover).toBeNull();
  });
});
