// The three viewports pages are reviewed at: the Storybook viewport toolbar offers them, page stories pin one
// each, and the visual tests screenshot at the same sizes (tests/visual/playwright.config.ts).
import type { Device } from "../../src/layout/device";

export interface ViewportSize {
  width: number;
  height: number;
}

export const VIEWPORTS: Record<Device, ViewportSize> = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 812 },
};

/** The story tag naming the one viewport a story is meant for; the visual tests screenshot it only there. */
export function viewportTag(device: Device): string {
  return `viewport-${device}`;
}

/** Options for Storybook's viewport toolbar (parameters.viewport.options). */
export const STORYBOOK_VIEWPORTS = Object.fromEntries(
  Object.entries(VIEWPORTS).map(([device, size]) => [
    device,
    {
      name: `${device[0]?.toUpperCase()}${device.slice(1)} (${size.width}×${size.height})`,
      styles: { width: `${size.width}px`, height: `${size.height}px` },
      type: device as Device,
    },
  ]),
);
