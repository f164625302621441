// Restoring one widget or one section of the draft as in an older revision, on the diff fixtures: the fixture's
// `from` is the older revision, its `to` the draft (with editor ids). Each restore leaves nothing of that change in
// a new diff, touches nothing else, keeps the ids of the widgets it brings back, and is one undo step in the store.
import { readFileSync } from "node:fs";
import path from "node:path";
import { freeze } from "immer";
import { describe, expect, it } from "vitest";
import { stripEditorIDs } from "../../../../src/client/editor/model/ids";
import { walkNodes } from "../../../../src/client/editor/model/paths";
import type { EditorDocument } from "../../../../src/client/editor/model/types";
import { restoreSection, restoreWidget } from "../../../../src/client/editor/revisions-diff/restore-ops";
import { createEditorStore } from "../../../../src/client/editor/store/editor-store";
import { type DiffDocument, diffLayouts, type LayoutChange } from "../../../../src/lib/layout/semantic-diff";
import { editorCatalog, editorDocument } from "../../../factories/editor";
import { allIDs } from "../model/support";

const catalog = editorCatalog("all");

function fixture(name: string): { older: DiffDocument; draft: EditorDocument } {
  const file = path.resolve("tests/fixtures/layout-diff", `${name}.json`);
  const { from, to } = JSON.parse(readFileSync(file, "utf8")) as { from: DiffDocument; to: DiffDocument };
  const draft = editorDocument({
    name: to.name,
    layoutViewType: "home",
    titleBar: to.titleBar as object,
    layout: [...(to.layout as object[])],
  });
  return { older: from, draft: freeze(draft, true) };
}

const input = (older: DiffDocument, doc: EditorDocument) => ({
  older,
  diff: diffLayouts(older, doc),
  catalog,
});
const kinds = (older: DiffDocument, doc: EditorDocument) =>
  diffLayouts(older, doc).changes.map((c) => c.kind);

function only(older: DiffDocument, doc: EditorDocument, kind: LayoutChange["kind"]): LayoutChange {
  const change = diffLayouts(older, doc).changes.find((c) => c.kind === kind);
  if (!change) throw new Error(`no ${kind}`);
  return change;
}

const widgetTarget = (change: LayoutChange) => ({
  fromPointer: change.from?.pointer ?? null,
  toID: change.toID,
});

describe("restoring a widget", () => {
  it.each([
    ["widget-props-changed", "widgetPropsChanged"],
    ["widget-visibility-changed", "widgetVisibilityChanged"],
    ["widget-visibility-removed", "widgetVisibilityChanged"],
    ["widget-moved-across-sections", "widgetMoved"],
    ["widget-moved-within-region", "widgetMoved"],
    ["widget-moved-and-edited", "widgetMoved"],
    ["widget-removed", "widgetRemoved"],
    ["widget-added", "widgetAdded"],
  ] as const)("%s: brings back the older widget and nothing else", (name, kind) => {
    const { older, draft } = fixture(name);
    const change = only(older, draft, kind);
    const restored = restoreWidget(draft, input(older, draft), widgetTarget(change));
    expect(kinds(older, restored)).toEqual([]);
    expect(stripEditorIDs(restored)).toEqual({ ...stripEditorIDs(draft), layout: older.layout });
  });

  it("keeps the id of a widget it moves back and edits", () => {
    const { older, draft } = fixture("widget-moved-and-edited");
    const change = only(older, draft, "widgetMoved");
    const restored = restoreWidget(draft, input(older, draft), widgetTarget(change));
    expect(allIDs(restored).sort()).toEqual(allIDs(draft).sort());
  });

  it("refuses a widget whose section is gone, pointing at the section", () => {
    const { older, draft } = fixture("section-removed");
    expect(() =>
      restoreWidget(draft, input(older, draft), { fromPointer: "/layout/2/left/0", toID: null }),
    ).toThrow("restore the section instead");
  });
});

describe("restoring a section", () => {
  function sectionTarget(draft: EditorDocument, change: LayoutChange) {
    const toIndex = change.to?.section;
    return {
      fromSection: change.from?.section ?? null,
      toID: toIndex === undefined ? null : (draft.layout[toIndex]?.$editorID ?? null),
    };
  }

  it.each([
    ["section-props-changed", "sectionPropsChanged"],
    ["section-visibility-changed", "sectionVisibilityChanged"],
    ["section-removed", "sectionRemoved"],
    ["section-added", "sectionAdded"],
  ] as const)("%s: gives the section back as it was", (name, kind) => {
    const { older, draft } = fixture(name);
    const change = only(older, draft, kind);
    const first = restoreSection(draft, input(older, draft), sectionTarget(draft, change));
    // Fixtures with two changed sections: restore the other one too.
    const left = diffLayouts(older, first).changes.find((c) => c.kind === kind);
    const restored = left ? restoreSection(first, input(older, first), sectionTarget(first, left)) : first;
    expect(stripEditorIDs(restored).layout).toEqual(older.layout);
  });

  it("takes back a widget that left it for another section, moved not copied", () => {
    const { older, draft } = fixture("section-removed-widget-kept");
    const leaderboard = walkNodes(draft).find((entry) => entry.node.$hydrate === "react.leaderboard")?.node
      .$editorID;
    const restored = restoreSection(draft, input(older, draft), { fromSection: 2, toID: null });
    expect(stripEditorIDs(restored).layout).toEqual(older.layout);
    expect(kinds(older, restored)).toEqual([]);
    expect(allIDs(restored)).toContain(leaderboard);
  });

  it("gives a section its older widgets and sends a widget it took from another section home", () => {
    const { older, draft } = fixture("widget-moved-across-sections");
    // The draft's second section took Top Members from the third: restoring the second sends it back.
    const restored = restoreSection(draft, input(older, draft), {
      fromSection: 1,
      toID: draft.layout[1]?.$editorID ?? null,
    });
    expect(stripEditorIDs(restored).layout).toEqual(older.layout);
  });
});

it("is one undo step in the store", () => {
  const { older, draft } = fixture("widget-moved-and-edited");
  const store = createEditorStore({ document: draft, catalog });
  const change = only(older, draft, "widgetMoved");
  const applied = store
    .getState()
    .apply("Restore Popular Tags", (doc) => restoreWidget(doc, input(older, doc), widgetTarget(change)));
  expect(applied).toBe(true);
  expect(kinds(older, store.getState().doc)).toEqual([]);
  expect(store.getState().pastLabels).toEqual(["Restore Popular Tags"]);
  store.getState().undo();
  expect(store.getState().doc).toBe(draft);
});
