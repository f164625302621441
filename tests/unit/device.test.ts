// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deviceForWidth, isVisibleOn } from "../../src/layout/device";

describe("deviceForWidth", () => {
  it.each([
    [320, "mobile"],
    [800, "mobile"],
    [801, "tablet"],
    [1200, "tablet"],
    [1201, "desktop"],
    [1920, "desktop"],
  ])("%i px is %s", (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe("isVisibleOn", () => {
  it("shows nodes without a device, or for all devices, everywhere", () => {
    for (const device of ["mobile", "tablet", "desktop"] as const) {
      expect(isVisibleOn(undefined, device)).toBe(true);
      expect(isVisibleOn("all", device)).toBe(true);
    }
  });

  it("reads desktop as 'wider than compact', so it covers tablets", () => {
    expect(isVisibleOn("desktop", "desktop")).toBe(true);
    expect(isVisibleOn("desktop", "tablet")).toBe(true);
    expect(isVisibleOn("desktop", "mobile")).toBe(false);
  });

  it("shows mobile and tablet nodes only on that device", () => {
    expect(isVisibleOn("mobile", "mobile")).toBe(true);
    expect(isVisibleOn("mobile", "tablet")).toBe(false);
    expect(isVisibleOn("mobile", "desktop")).toBe(false);
    expect(isVisibleOn("tablet", "tablet")).toBe(true);
    expect(isVisibleOn("tablet", "desktop")).toBe(false);
    expect(isVisibleOn("tablet", "mobile")).toBe(false);
  });
});
