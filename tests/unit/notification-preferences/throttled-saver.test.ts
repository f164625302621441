// @vitest-environment node
// The throttled, optimistic saver of the preference controls: leading edge, changes merged while waiting (none
// lost), one save at a time, rollback of a failed batch only, its error kept until the next save starts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FlatValues,
  type SaverSnapshot,
  ThrottledSaver,
} from "../../../src/client/notification-preferences/throttled-saver";

interface Pending {
  changes: FlatValues;
  resolve(saved: FlatValues): void;
  reject(error: Error): void;
}

function setup(initial: FlatValues = { a: false, b: false, c: false }) {
  const sent: Pending[] = [];
  const snapshots: SaverSnapshot[] = [];
  const saver = new ThrottledSaver(initial, {
    send: (changes) =>
      new Promise<FlatValues>((resolve, reject) => {
        sent.push({ changes, resolve, reject });
      }),
  });
  saver.listen((snapshot) => snapshots.push(snapshot));
  return { saver, sent, last: () => snapshots.at(-1) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-01T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ThrottledSaver", () => {
  it("sends the first change at once and merges the ones within 1,250 ms into one request", async () => {
    const { saver, sent, last } = setup();
    saver.change({ a: true });
    expect(sent.map((call) => call.changes)).toEqual([{ a: true }]);
    sent[0]?.resolve({ a: true, b: false, c: false });
    await vi.advanceTimersByTimeAsync(100);
    saver.change({ b: true });
    saver.change({ c: true });
    saver.change({ b: false });
    expect(sent).toHaveLength(1);
    // Shown at once, before any request.
    expect(last()?.values).toEqual({ a: true, b: false, c: true });
    await vi.advanceTimersByTimeAsync(1149);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((call) => call.changes)).toEqual([{ a: true }, { b: false, c: true }]);
  });

  it("waits for the save in flight, then sends what came meanwhile", async () => {
    const { saver, sent } = setup();
    saver.change({ a: true });
    await vi.advanceTimersByTimeAsync(2000);
    saver.change({ b: true });
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(1);
    sent[0]?.resolve({ a: true, b: false, c: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((call) => call.changes)).toEqual([{ a: true }, { b: true }]);
  });

  it("rolls back only the failed batch and keeps its error until the next save starts", async () => {
    const { saver, sent, last } = setup({ a: false, b: true });
    saver.change({ a: true });
    saver.change({ b: false });
    sent[0]?.reject(new Error("Nope."));
    await vi.advanceTimersByTimeAsync(0);
    // a is back to its saved value; b (still waiting) keeps the member's choice.
    expect(last()).toMatchObject({ values: { a: false, b: false }, error: "Nope.", saving: false });
    await vi.advanceTimersByTimeAsync(1250);
    expect(sent.map((call) => call.changes)).toEqual([{ a: true }, { b: false }]);
    expect(last()).toMatchObject({ error: null, saving: true });
  });

  it("sends what waits at once when its control goes away", async () => {
    const sent: FlatValues[] = [];
    const saver = new ThrottledSaver(
      {},
      {
        send: async (changes) => {
          sent.push(changes);
          return changes;
        },
      },
    );
    const stop = saver.listen(() => undefined);
    saver.change({ a: true });
    await vi.advanceTimersByTimeAsync(0);
    saver.change({ b: true });
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ a: true }, { b: true }]);
  });
});
