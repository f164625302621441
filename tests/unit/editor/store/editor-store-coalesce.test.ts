import { afterEach, describe, expect, it, vi } from "vitest";
import { setProp } from "../../../../src/client/editor/model/ops/set-prop";
import { findNode } from "../../../../src/client/editor/model/paths";
import {
  COALESCE_WINDOW_MS,
  createEditorStore,
} from "../../../../src/client/editor/store/create-editor-store";
import { editorCatalog, editorDocument } from "../../../factories";

const homeStore = () =>
  createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });

/** Types `text` into n7's title one letter at a time, `gap` ms apart. */
function typeTitle(store: ReturnType<typeof homeStore>, text: string, gap: number) {
  for (let length = 1; length <= text.length; length++) {
    vi.advanceTimersByTime(gap);
    store
      .getState()
      .apply("Edit title", (doc) => setProp(doc, "n7", "title", text.slice(0, length)), { coalesce: true });
  }
}

describe("typing is one undo step", () => {
  afterEach(() => vi.useRealTimers());

  it("joins quick edits with the same label, and undo takes back the whole word", () => {
    vi.useFakeTimers();
    const store = homeStore();
    const before = findNode(store.getState().doc, "n7")?.title;
    typeTitle(store, "Latest", 100);
    expect(store.getState().past).toHaveLength(1);
    expect(findNode(store.getState().doc, "n7")?.title).toBe("Latest");
    store.getState().undo();
    expect(findNode(store.getState().doc, "n7")?.title).toBe(before);
  });

  it("a pause, another label, or an undo in between starts a new step", () => {
    vi.useFakeTimers();
    const store = homeStore();
    typeTitle(store, "Ab", 100);
    typeTitle(store, "Abc", COALESCE_WINDOW_MS + 1);
    expect(store.getState().past).toHaveLength(4);
    store
      .getState()
      .apply("Edit limit", (doc) => setProp(doc, "n7", "apiParams.limit", 5), { coalesce: true });
    expect(store.getState().past).toHaveLength(5);
    store.getState().undo();
    store
      .getState()
      .apply("Edit limit", (doc) => setProp(doc, "n7", "apiParams.limit", 6), { coalesce: true });
    expect(store.getState().past).toHaveLength(5);
  });

  it("steps without coalesce never join", () => {
    vi.useFakeTimers();
    const store = homeStore();
    store.getState().apply("Edit title", (doc) => setProp(doc, "n7", "title", "A"));
    store.getState().apply("Edit title", (doc) => setProp(doc, "n7", "title", "AB"));
    expect(store.getState().past).toHaveLength(2);
  });
});
