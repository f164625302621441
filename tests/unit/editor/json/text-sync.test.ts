// @vitest-environment node
import { describe, expect, it } from "vitest";
import { minimalChange } from "../../../../src/client/editor/json/text-sync";

const applyChange = (text: string, change: ReturnType<typeof minimalChange>) =>
  change ? text.slice(0, change.from) + change.insert + text.slice(change.to) : text;

describe("minimalChange", () => {
  it("is null for equal texts", () => {
    expect(minimalChange("abc", "abc")).toBeNull();
  });

  it("replaces only the differing middle", () => {
    expect(minimalChange('{"limit": 10}', '{"limit": 120}')).toEqual({ from: 11, to: 11, insert: "2" });
    expect(minimalChange("aXXb", "ab")).toEqual({ from: 1, to: 3, insert: "" });
  });

  it("handles repeated characters at the seam without overlapping prefix and suffix", () => {
    for (const [before, after] of [
      ["aaa", "aaaa"],
      ["aaaa", "aa"],
      ["", "x"],
      ["x", ""],
      ["abcabc", "abc"],
    ] as const) {
      expect(applyChange(before, minimalChange(before, after))).toBe(after);
    }
  });
});
