// The bulk selection store (docs/reference/ui-behaviour.md#bulk-selection): checked and pending IDs, their
// persistence in sessionStorage across reloads, and what starting and finishing an action does to them.
import { beforeEach, describe, expect, it } from "vitest";
import {
  createSelectionStore,
  requestKey,
  SELECTION_STORAGE_KEY,
} from "../../../src/client/bulk/selection-store";

const one = { discussionID: 1, name: "First", categoryID: 10 };
const two = { discussionID: 2, name: "Second", categoryID: 10 };
const three = { discussionID: 3, name: "Third", categoryID: 20 };

beforeEach(() => sessionStorage.clear());

function selected() {
  const store = createSelectionStore(sessionStorage);
  for (const discussion of [one, two, three]) store.getState().setChecked(discussion, true);
  return store;
}

describe("selection store", () => {
  it("checks and unchecks, and clears", () => {
    const store = selected();
    store.getState().setChecked(two, false);
    expect(store.getState().checkedIDs).toEqual([1, 3]);
    store.getState().clear();
    expect(store.getState().checkedIDs).toEqual([]);
  });

  it("survives a reload through sessionStorage (a new store reads it)", () => {
    selected();
    const reloaded = createSelectionStore(sessionStorage);
    expect(reloaded.getState().checkedIDs).toEqual([1, 2, 3]);
    expect(reloaded.getState().known["3"]?.name).toBe("Third");
  });

  it("starting an action marks pending and unchecks; success only unmarks, failure re-checks with the error", () => {
    const store = selected();
    store.getState().start([1, 2, 3], "move");
    expect(store.getState().checkedIDs).toEqual([]);
    expect(store.getState().pendingIDs).toEqual([1, 2, 3]);
    expect(store.getState().requestStates[requestKey(2, "move")]).toBe("loading");
    store.getState().finish(
      {
        successIDs: [1, 3],
        failedIDs: [2],
        exceptionsByID: { "2": { message: "Permission Problem", status: 403 } },
      },
      "move",
    );
    const state = store.getState();
    expect(state.pendingIDs).toEqual([]);
    expect(state.checkedIDs).toEqual([2]);
    expect(state.failures).toEqual([
      { discussionID: 2, name: "Second", message: "Permission Problem", action: "move" },
    ]);
    expect(state.requestStates).toMatchObject({
      "1-move": "success",
      "2-move": "error",
      "3-move": "success",
    });
  });

  it("re-checks everything still pending when the whole request fails", () => {
    const store = selected();
    store.getState().start([1, 2], "close");
    store.getState().abort([1, 2], "close");
    expect(store.getState().checkedIDs.sort()).toEqual([1, 2, 3]);
    expect(store.getState().pendingIDs).toEqual([]);
  });

  it("selects again what a reload interrupted while pending", () => {
    const store = selected();
    store.getState().start([1, 2], "delete");
    const reloaded = createSelectionStore(sessionStorage);
    expect(reloaded.getState().checkedIDs.sort()).toEqual([1, 2, 3]);
    expect(reloaded.getState().pendingIDs).toEqual([]);
  });

  it("ignores unreadable storage", () => {
    sessionStorage.setItem(SELECTION_STORAGE_KEY, "{not json");
    expect(createSelectionStore(sessionStorage).getState().checkedIDs).toEqual([]);
    sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ checkedIDs: ["x", -1, 4] }));
    expect(createSelectionStore(sessionStorage).getState().checkedIDs).toEqual([4]);
  });

  it("keeps only the names of discussions still in play", () => {
    const store = selected();
    store.getState().setChecked(one, false);
    const stored = JSON.parse(sessionStorage.getItem(SELECTION_STORAGE_KEY) ?? "{}");
    expect(Object.keys(stored.known).sort()).toEqual(["2", "3"]);
  });
});
