// @vitest-environment node
// Edges of the compact number format beyond tests/unit/format-helpers.test.ts.
import { describe, expect, it } from "vitest";
import { formatCompactNumber, formatFullNumber } from "../../../src/lib/format-number";

describe("formatCompactNumber edges (counts above 999 abbreviated)", () => {
  it.each([
    [1, "1"],
    [999.4, "999"],
    [1049, "1k"],
    [1050, "1.1k"],
    [999_949, "999.9k"],
    [999_950, "1m"],
    [1_000_000_000, "1b"],
    [999_950_000_000, "1t"],
    [12_345e12, "12345t"],
    [Number.NaN, "0"],
  ])("%d → %s", (value, expected) => {
    expect(formatCompactNumber(value)).toBe(expected);
  });

  it("writes full numbers with separators", () => {
    expect(formatFullNumber(1_234_567)).toBe("1,234,567");
  });
});
