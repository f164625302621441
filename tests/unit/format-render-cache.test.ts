// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderSource } from "../../src/server/format/render";
import { RenderCache } from "../../src/server/format/render-cache";

describe("RenderCache", () => {
  const rendered = renderSource("hello", "markdown");

  it("answers a stored version only for the same source and format", () => {
    const cache = new RenderCache();
    cache.set("comment:1:100", "hello", "markdown", rendered);
    expect(cache.get("comment:1:100", "hello", "markdown")).toBe(rendered);
    expect(cache.get("comment:1:100", "hello!", "markdown")).toBeUndefined();
    expect(cache.get("comment:1:100", "hello", "text")).toBeUndefined();
    expect(cache.get("comment:1:200", "hello", "markdown")).toBeUndefined();
  });

  it("evicts the least recently used entry first", () => {
    const cache = new RenderCache(2);
    cache.set("a", "hello", "markdown", rendered);
    cache.set("b", "hello", "markdown", rendered);
    cache.get("a", "hello", "markdown");
    cache.set("c", "hello", "markdown", rendered);
    expect(cache.size).toBe(2);
    expect(cache.get("b", "hello", "markdown")).toBeUndefined();
    expect(cache.get("a", "hello", "markdown")).toBe(rendered);
    expect(cache.get("c", "hello", "markdown")).toBe(rendered);
  });
});
