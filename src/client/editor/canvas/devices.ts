// The canvas's devices: the width each is drawn at (then scaled to fit), chosen inside the ranges deviceForWidth
// gives each device class (mobile ≤ 800 < tablet ≤ 1200 < desktop), so a frame lays out like that device would.

import type { Device } from "../../../layout/device";
import { msg } from "../../../lib/i18n/msg";

export const CANVAS_DEVICES: readonly Device[] = ["desktop", "tablet", "mobile"];

export const DEVICE_WIDTHS: Record<Device, number> = { desktop: 1280, tablet: 1024, mobile: 375 };

export const DEVICE_NAMES: Record<Device, string> = {
  desktop: msg("Desktop"),
  tablet: msg("Tablet"),
  mobile: msg("Mobile"),
};

/** Space between side-by-side frames, in screen pixels. */
export const FRAME_GAP = 24;

/** The scale drawing `widths` next to each other into `available` px takes (never enlarged). */
export function fitScale(available: number, widths: readonly number[], gap = FRAME_GAP): number {
  if (available <= 0) return 1;
  const total = widths.reduce((sum, width) => sum + width, 0);
  const room = available - gap * Math.max(0, widths.length - 1);
  return Math.max(0.1, Math.min(1, room / total));
}
