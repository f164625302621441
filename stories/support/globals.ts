// The Storybook toolbar globals (see .storybook/preview.tsx), read in one place.
import type { Device } from "../../src/layout/device";
import type { Viewer } from "./preview-data";

const DEVICE_GLOBAL = "device";
const VIEWER_GLOBAL = "viewer";

const DEVICES: readonly string[] = ["mobile", "tablet", "desktop"];

/** A forced device, or undefined for "auto" (follow the viewport width, like the pages do). */
export function deviceFromGlobals(globals: Record<string, unknown>): Device | undefined {
  const value = globals[DEVICE_GLOBAL];
  return typeof value === "string" && DEVICES.includes(value) ? (value as Device) : undefined;
}

export function viewerFromGlobals(globals: Record<string, unknown>): Viewer {
  return globals[VIEWER_GLOBAL] === "member" ? "member" : "guest";
}
