// @vitest-environment node
// Loads a render started and nobody awaits: loadsSettled waits for all of them, including those started meanwhile,
// and never rejects (tests/unit/setup.ts waits on it before a file ends).
import { describe, expect, it } from "vitest";
import { loadsSettled, trackLoad } from "../../../src/lib/pending-loads";

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("loadsSettled", () => {
  it("settles at once when nothing is loading", async () => {
    await expect(loadsSettled()).resolves.toBeUndefined();
  });

  it("waits for every tracked load, one started while waiting and a failed one included", async () => {
    const done: string[] = [];
    void trackLoad(later("a", 20)).then((value) => {
      done.push(value);
      void trackLoad(later("b", 20)).then((next) => done.push(next));
    });
    trackLoad(later(null, 5).then(() => Promise.reject(new Error("chunk failed")))).catch(() =>
      done.push("failed"),
    );
    await loadsSettled();
    expect(done.sort()).toEqual(["a", "b", "failed"]);
  });

  it("returns the load it tracks", async () => {
    await expect(trackLoad(Promise.resolve(42))).resolves.toBe(42);
  });
});
