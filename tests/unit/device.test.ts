// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deviceClassForWidth, deviceForWidth, isVisibleOn, isVisibleOnClass } from "../../src/layout/device";

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

describe("device classes (spec 000 §2: xs, mobile, tablet, no_bleed, desktop)", () => {
  it.each([
    [320, "xs"],
    [500, "xs"],
    [501, "mobile"],
    [800, "mobile"],
    [801, "tablet"],
    [1200, "tablet"],
    [1201, "no_bleed"],
    [1280, "no_bleed"],
    [1281, "desktop"],
  ])("%i px is %s", (width, deviceClass) => {
    expect(deviceClassForWidth(width)).toBe(deviceClass);
  });

  it("keeps the existing values: mobile covers xs, desktop covers tablet and no_bleed", () => {
    expect(isVisibleOnClass("mobile", "xs")).toBe(true);
    expect(isVisibleOnClass("mobile", "tablet")).toBe(false);
    expect(isVisibleOnClass("desktop", "no_bleed")).toBe(true);
    expect(isVisibleOnClass("desktop", "tablet")).toBe(true);
    expect(isVisibleOnClass("desktop", "mobile")).toBe(false);
  });

  it("shows xs and no_bleed nodes on their class only", () => {
    expect(isVisibleOnClass("xs", "xs")).toBe(true);
    expect(isVisibleOnClass("xs", "mobile")).toBe(false);
    expect(isVisibleOnClass("no_bleed", "no_bleed")).toBe(true);
    expect(isVisibleOnClass("no_bleed", "desktop")).toBe(false);
    expect(isVisibleOnClass("no_bleed", "tablet")).toBe(false);
  });

  it("counts an xs or no_bleed node as shown on its layout device, so a section keeps its column", () => {
    expect(isVisibleOn("xs", "mobile")).toBe(true);
    expect(isVisibleOn("no_bleed", "desktop")).toBe(true);
    expect(isVisibleOn("no_bleed", "tablet")).toBe(false);
  });
});
