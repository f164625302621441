// @vitest-environment node
// The widget data cache: entries expire, the oldest go first when full, and equal category sets share a key.
import { describe, expect, it } from "vitest";
import { categorySetKey, TtlCache } from "../../src/server/services/ttl-cache";

describe("TtlCache", () => {
  it("returns an entry until it expires", () => {
    const cache = new TtlCache<string>(1000);
    cache.set("a", "value", 0);
    expect(cache.get("a", 999)).toBe("value");
    expect(cache.get("a", 1000)).toBeUndefined();
  });

  it("drops the oldest entry when full", () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set("a", 1, 0);
    cache.set("b", 2, 0);
    cache.set("c", 3, 0);
    expect([cache.get("a", 1), cache.get("b", 1), cache.get("c", 1)]).toEqual([undefined, 2, 3]);
  });
});

describe("categorySetKey", () => {
  it("ignores order and tells different sets apart", () => {
    expect(categorySetKey([3, 1, 2])).toBe(categorySetKey([1, 2, 3]));
    expect(categorySetKey([1, 2])).not.toBe(categorySetKey([1, 2, 3]));
  });
});
