// @vitest-environment node
import { describe, expect, it } from "vitest";
import { jumpInputValue, jumpTarget } from "../../../src/lib/jump-to-page";

describe("jump-to-page", () => {
  it("keeps digits only", () => {
    expect(jumpInputValue("12")).toBe("12");
    expect(jumpInputValue("1a2")).toBe("12");
    expect(jumpInputValue("-3.5")).toBe("35");
    expect(jumpInputValue("abc")).toBe("");
  });

  it("clamps the target to 1..pages", () => {
    expect(jumpTarget("7", 2, 20)).toBe(7);
    expect(jumpTarget("0", 2, 20)).toBe(1);
    expect(jumpTarget("99", 2, 20)).toBe(20);
    expect(jumpTarget("0007", 2, 20)).toBe(7);
  });

  it("keeps the current page on an empty submit", () => {
    expect(jumpTarget("", 4, 20)).toBe(4);
    expect(jumpTarget("  ", 4, 20)).toBe(4);
  });
});
