import { describe, expect, it } from "vitest";
import {
  HISTORY_LIMIT,
  type HistoryState,
  pushHistory,
  redoHistory,
  undoHistory,
} from "../../../../src/client/editor/model/history";
import type { EditorDocument } from "../../../../src/client/editor/model/types";

const doc = (name: string): EditorDocument => ({
  layoutID: null,
  name,
  layoutViewType: "home",
  titleBar: {},
  layout: [],
});
const start = (): HistoryState => ({ doc: doc("0"), past: [], future: [], pastLabels: [], futureLabels: [] });

describe("history", () => {
  it("push, undo and redo walk the documents and their labels", () => {
    let h = pushHistory(start(), "one", doc("1"));
    h = pushHistory(h, "two", doc("2"));
    expect(h.past.map((d) => d.name)).toEqual(["0", "1"]);
    const undone = undoHistory(h);
    expect(undone?.label).toBe("two");
    expect(undone?.history.doc.name).toBe("1");
    expect(undone?.history.future.map((d) => d.name)).toEqual(["2"]);
    const redone = redoHistory(undone?.history ?? h);
    expect(redone?.label).toBe("two");
    expect(redone?.history.doc.name).toBe("2");
    expect(redone?.history.future).toEqual([]);
  });

  it("a new change clears the future", () => {
    const h = pushHistory(start(), "one", doc("1"));
    const undone = undoHistory(h)?.history ?? h;
    const branched = pushHistory(undone, "other", doc("x"));
    expect(branched.future).toEqual([]);
    expect(branched.futureLabels).toEqual([]);
    expect(redoHistory(branched)).toBeNull();
  });

  it("nothing to undo or redo answers null; the same document is no step", () => {
    expect(undoHistory(start())).toBeNull();
    expect(redoHistory(start())).toBeNull();
    const h = start();
    expect(pushHistory(h, "same", h.doc)).toBe(h);
  });

  it("is bounded, dropping the oldest steps", () => {
    let h = start();
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = pushHistory(h, `step ${i}`, doc(String(i)));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.pastLabels).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]?.name).toBe("20");
    expect(h.pastLabels[0]).toBe("step 21");
    expect(pushHistory(start(), "x", doc("1"), 0).past).toEqual([]);
  });
});
