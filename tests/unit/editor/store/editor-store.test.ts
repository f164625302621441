import { describe, expect, it } from "vitest";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { stripEditorIDs } from "../../../../src/client/editor/model/ids";
import { deleteWidget } from "../../../../src/client/editor/model/ops/delete-widget";
import { moveWidget } from "../../../../src/client/editor/model/ops/move-widget";
import { setProp } from "../../../../src/client/editor/model/ops/set-prop";
import { findNode } from "../../../../src/client/editor/model/paths";
import { createEditorStore } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../../factories";

function homeStore() {
  return createEditorStore({
    document: editorDocument("home"),
    catalog: editorCatalog("home"),
    revisionID: 3,
  });
}

describe("editor store", () => {
  it("starts clean, validated, on the settings panel", () => {
    const state = homeStore().getState();
    expect(state.problems).toEqual([]);
    expect(state.saved).toEqual({ revisionID: 3, dirty: false });
    expect(state).toMatchObject({ panel: "settings", device: "desktop", viewAs: "self", selection: null });
  });

  it("apply records history, revalidates, marks dirty and clears the future", () => {
    const store = homeStore();
    const { apply } = store.getState();
    expect(apply("Set limit", (doc) => setProp(doc, "n7", "apiParams.limit", 1000))).toBe(true);
    let state = store.getState();
    expect(state.past).toHaveLength(1);
    expect(state.saved.dirty).toBe(true);
    expect(state.problems.map((p) => [p.editorID, p.field])).toEqual([["n7", "apiParams.limit"]]);
    state.undo();
    state = store.getState();
    expect(state.problems).toEqual([]);
    expect(state.future).toHaveLength(1);
    expect(state.announcement).toBe("Undid Set limit");
    state.apply("Other", (doc) => setProp(doc, "n7", "title", "X"));
    expect(store.getState().future).toEqual([]);
  });

  it("undo and redo restore documents exactly", () => {
    const store = homeStore();
    const original = store.getState().doc;
    store
      .getState()
      .apply("Move", (doc) =>
        moveWidget(doc, "n8", { sectionID: "n3", region: "children", index: 0 }, editorCatalog("home")),
      );
    const moved = store.getState().doc;
    store.getState().undo();
    expect(store.getState().doc).toBe(original);
    store.getState().redo();
    expect(store.getState().doc).toBe(moved);
    expect(store.getState().announcement).toBe("Redid Move");
    store.getState().redo();
    expect(store.getState().doc).toBe(moved);
  });

  it("a refused operation changes nothing, answers false and announces why; other errors are thrown", () => {
    const store = createEditorStore({
      document: editorDocument("discussion"),
      catalog: editorCatalog("discussion"),
    });
    const before = store.getState().doc;
    expect(
      store.getState().apply("Delete", (doc) => deleteWidget(doc, "n3", editorCatalog("discussion"))),
    ).toBe(false);
    expect(store.getState().doc).toBe(before);
    expect(store.getState().past).toEqual([]);
    expect(store.getState().announcement).toBe(
      "Original Post is required on this page and can't be removed.",
    );
    expect(() =>
      store.getState().apply("Boom", () => {
        throw new TypeError("bug");
      }),
    ).toThrow(TypeError);
    expect(new EditorOperationError("x")).toBeInstanceOf(Error);
  });

  it("keeps the selection and hover valid across delete, undo and redo", () => {
    const store = homeStore();
    store.getState().select({ kind: "widget", id: "n9" });
    store.getState().setHover("n9");
    store.getState().apply("Delete", (doc) => deleteWidget(doc, "n9", editorCatalog("home")));
    expect(store.getState().selection).toBeNull();
    expect(store.getState().hover).toBeNull();
    store.getState().undo();
    store.getState().select({ kind: "widget", id: "n9" });
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n9" });
    store.getState().redo();
    expect(store.getState().selection).toBeNull();
  });

  it("select refuses ids not in the document and corrects the kind", () => {
    const store = homeStore();
    store.getState().select({ kind: "widget", id: "nope" });
    expect(store.getState().selection).toBeNull();
    store.getState().select({ kind: "widget", id: "n5" });
    expect(store.getState().selection).toEqual({ kind: "section", id: "n5" });
  });

  it("replaceDocument keeps ids where it can and is one history step", () => {
    const store = homeStore();
    store.getState().select({ kind: "widget", id: "n7" });
    const saved = stripEditorIDs(store.getState().doc);
    (saved.layout[2]?.mainBottom as Record<string, unknown>[])[0] = {
      $hydrate: "react.discussion.discussions",
      title: "Edited in JSON",
    };
    expect(store.getState().replaceDocument(saved as unknown as Record<string, unknown>)).toBe(true);
    const state = store.getState();
    expect(findNode(state.doc, "n7")?.title).toBe("Edited in JSON");
    expect(state.selection).toEqual({ kind: "widget", id: "n7" });
    expect(state.past).toHaveLength(1);
    expect(state.saved.dirty).toBe(true);
  });

  it("replaceDocument with the same document adds no step; a malformed one is refused", () => {
    const store = homeStore();
    const saved = stripEditorIDs(store.getState().doc) as unknown as Record<string, unknown>;
    expect(store.getState().replaceDocument(saved)).toBe(true);
    expect(store.getState().past).toEqual([]);
    expect(store.getState().replaceDocument({ ...saved, layout: "x" })).toBe(false);
    expect(store.getState().announcement).toMatch(/list of sections/);
  });

  it("requestFocus selects the node, opens settings and bumps the nonce", () => {
    const store = homeStore();
    store.getState().setPanel("problems");
    store.getState().requestFocus("n7", "apiParams.limit");
    const first = store.getState();
    expect(first.selection).toEqual({ kind: "widget", id: "n7" });
    expect(first.panel).toBe("settings");
    expect(first.focusRequest).toEqual({ editorID: "n7", field: "apiParams.limit", nonce: 1 });
    store.getState().requestFocus("n7", "apiParams.limit");
    expect(store.getState().focusRequest?.nonce).toBe(2);
    store.getState().requestFocus("gone", "x");
    expect(store.getState().focusRequest?.nonce).toBe(2);
  });

  it("the title bar is selectable and focusable, survives edits, and refuses delete and duplicate aloud", () => {
    const store = homeStore();
    store.getState().select({ kind: "titleBar", id: "titleBar" });
    expect(store.getState().selection).toEqual({ kind: "titleBar", id: "titleBar" });
    store.getState().apply("Move", (doc) => deleteWidget(doc, "n7", store.getState().catalog));
    expect(store.getState().selection).toEqual({ kind: "titleBar", id: "titleBar" });
    const before = store.getState().doc;
    expect(store.getState().deleteSelection()).toBe(false);
    expect(store.getState().announcement).toMatch(/title bar: it cannot be deleted/);
    expect(store.getState().duplicateSelection()).toBe(false);
    expect(store.getState().doc).toBe(before);
    store.getState().select(null);
    store.getState().setPanel("problems");
    store.getState().requestFocus("titleBar", "height");
    expect(store.getState().selection).toEqual({ kind: "titleBar", id: "titleBar" });
    expect(store.getState().panel).toBe("settings");
    expect(store.getState().focusRequest).toMatchObject({ editorID: "titleBar", field: "height" });
  });

  it("UI setters and markSaved", () => {
    const store = homeStore();
    const s = store.getState();
    s.setDevice("all");
    s.setViewAs(8);
    s.announce("Hello");
    s.apply("Title", (doc) => setProp(doc, "n7", "title", "T"));
    store.getState().markSaved(9);
    expect(store.getState()).toMatchObject({
      device: "all",
      viewAs: 8,
      announcement: "Hello",
      saved: { revisionID: 9, dirty: false },
    });
  });

  it("deleteSelection and duplicateSelection act on the selection and announce by name", () => {
    const store = homeStore();
    store.getState().select({ kind: "widget", id: "n11" });
    expect(store.getState().duplicateSelection()).toBe(true);
    const copy = store.getState().selection;
    expect(copy?.kind).toBe("widget");
    expect(copy?.id).not.toBe("n11");
    expect(store.getState().announcement).toBe("Top Members duplicated");
    expect(store.getState().deleteSelection()).toBe(true);
    expect(store.getState().announcement).toBe("Top Members deleted");
    expect(store.getState().selection).toBeNull();
    store.getState().select({ kind: "section", id: "n13" });
    store.getState().duplicateSelection();
    expect(store.getState().doc.layout).toHaveLength(5);
    expect(store.getState().selection).toEqual({
      kind: "section",
      id: store.getState().doc.layout[4]?.$editorID,
    });
    expect(store.getState().deleteSelection()).toBe(true);
    expect(store.getState().doc.layout).toHaveLength(4);
    store.getState().select(null);
    expect(store.getState().deleteSelection()).toBe(false);
  });

  it("deleteSelection announces the refusal for a required asset", () => {
    const store = createEditorStore({
      document: editorDocument("discussion"),
      catalog: editorCatalog("discussion"),
    });
    store.getState().select({ kind: "section", id: "n1" });
    expect(store.getState().deleteSelection()).toBe(false);
    expect(store.getState().announcement).toMatch(/can't be deleted: it holds Original Post/);
    expect(store.getState().selection).toEqual({ kind: "section", id: "n1" });
  });

  it("keeps at most 100 undo steps", () => {
    const store = homeStore();
    for (let i = 0; i < 120; i++)
      store.getState().apply(`t${i}`, (doc) => setProp(doc, "n7", "title", `T${i}`));
    expect(store.getState().past).toHaveLength(100);
    expect(store.getState().pastLabels[0]).toBe("t20");
  });

  it("documents in the store are frozen", () => {
    const store = homeStore();
    expect(Object.isFrozen(store.getState().doc.layout[0])).toBe(true);
  });
});
