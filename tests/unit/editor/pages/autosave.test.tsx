// Autosave: one draft save 5 s after the last change, the wait restarting with each change; none while clean
// or after a conflict.
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withEditorIDs } from "../../../../src/client/editor/model/ids";
import { DraftSaver } from "../../../../src/client/editor/pages/draft-saver";
import { AUTOSAVE_DELAY_MS, useAutosave } from "../../../../src/client/editor/pages/use-draft-saver";
import { createEditorStore } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog } from "../../../factories/editor";

function setup() {
  const document = withEditorIDs({
    layoutID: 9,
    name: "Home",
    layoutViewType: "home",
    titleBar: { $hydrate: "react.titleBar" },
    layout: [],
  });
  const store = createEditorStore({ document, catalog: editorCatalog("home"), revisionID: 1 });
  const saver = new DraftSaver(store, 9, {
    createRevision: vi.fn(async () => ({
      revisionID: 2,
      layoutID: 9,
      name: "Home",
      status: "draft" as const,
      baseRevisionID: 1,
      insertUserID: 1,
      insertUser: { userID: 1, name: "admin" },
      dateInserted: "2026-11-21T10:00:00Z",
      datePublished: null,
    })),
    publishRevision: vi.fn(),
  });
  const save = vi.spyOn(saver, "save");
  renderHook(() => useAutosave(store, saver));
  const rename = (name: string) => store.getState().apply("Rename", (doc) => ({ ...doc, name }));
  return { store, saver, save, rename };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useAutosave", () => {
  it("saves once, 5 s after the last of several changes", () => {
    const { save, rename } = setup();
    expect(AUTOSAVE_DELAY_MS).toBe(5000);
    rename("One");
    vi.advanceTimersByTime(4000);
    rename("Two");
    vi.advanceTimersByTime(4999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("does not save a document without changes, nor after a conflict", () => {
    const { store, saver, save, rename } = setup();
    store.getState().select(null);
    vi.advanceTimersByTime(10_000);
    expect(save).not.toHaveBeenCalled();
    Object.defineProperty(saver, "isBlocked", { get: () => true });
    rename("After conflict");
    vi.advanceTimersByTime(10_000);
    expect(save).not.toHaveBeenCalled();
  });
});
