// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatFileSize } from "../../../src/lib/format-file-size";

describe("formatFileSize (B to TB in steps of 1024)", () => {
  it.each([
    [0, "0 B"],
    [1, "1 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [10 * 1024 + 100, "10.1 KB"],
    [1024 ** 2 - 1, "1 MB"],
    [5 * 1024 ** 2, "5 MB"],
    [2.25 * 1024 ** 3, "2.3 GB"],
    [3 * 1024 ** 4, "3 TB"],
    [2048 * 1024 ** 4, "2048 TB"],
  ])("%d bytes → %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it("answers 0 B for negative and non-finite input", () => {
    expect(formatFileSize(-5)).toBe("0 B");
    expect(formatFileSize(Number.NaN)).toBe("0 B");
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe("0 B");
  });
});
