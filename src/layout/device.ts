// Device classes for per-device visibility ($middleware.visibility.device) and responsive sections
// (docs/reference/ui-behaviour.md#sizes-and-breakpoints, docs/reference/layout-documents.md#middlewares).
//
// Two levels: `Device` (mobile, tablet, desktop) is what widgets and sections lay out for; `DeviceClass` splits two of
// them finer for visibility rules only (xs ≤ 500 px within mobile, no_bleed 1,201–1,280 px within desktop, where the
// 1,200 px content width fits but its 40 px gutters do not). Which classes a node's value shows it on is one table
// shared with the server and the editor: src/lib/layout/device-classes.ts.
import {
  CLASSES_OF,
  DEVICE_CLASSES,
  type DeviceClass,
  isVisibleOnClass,
  type LayoutDevice,
} from "../lib/layout/device-classes";
import type { HydratedNode } from "../types/generated/layout/hydrated-node";

export type Device = LayoutDevice;
export type { DeviceClass };
export { isVisibleOnClass };
export type NodeDevice = NonNullable<NonNullable<HydratedNode["$middleware"]>["visibility"]>["device"];

/** docs/reference/ui-behaviour.md#sizes-and-breakpoints: xs 500, compact 800, two columns 1,200, content 1,200 + 2 × 40. */
export const XS_MAX_WIDTH = 500;
const COMPACT_MAX_WIDTH = 800;
const TABLET_MAX_WIDTH = 1200;
export const NO_BLEED_MAX_WIDTH = 1280;

export function deviceForWidth(width: number): Device {
  if (width <= COMPACT_MAX_WIDTH) return "mobile";
  if (width <= TABLET_MAX_WIDTH) return "tablet";
  return "desktop";
}

export function deviceClassForWidth(width: number): DeviceClass {
  if (width <= XS_MAX_WIDTH) return "xs";
  if (width > TABLET_MAX_WIDTH && width <= NO_BLEED_MAX_WIDTH) return "no_bleed";
  return deviceForWidth(width);
}

/**
 * Whether a node marked for `nodeDevice` shows somewhere on a layout device (a forced one, a section deciding about a
 * column): "mobile" covers xs, "desktop" covers tablet (documents written with only two values meant "wider than the
 * compact breakpoint" by desktop, and must keep reading the same) and no_bleed. An xs or no_bleed node counts as
 * shown on its device, so nothing it holds is dropped there.
 */
export function isVisibleOn(nodeDevice: NodeDevice | undefined, device: Device): boolean {
  return CLASSES_OF[device].some((deviceClass) => isVisibleOnClass(nodeDevice, deviceClass));
}

export function isNodeVisible(node: HydratedNode, device: Device): boolean {
  return isVisibleOn(node.$middleware?.visibility?.device, device);
}

export { DEVICE_CLASSES };

/** The device classes on which a node marked for `nodeDevice` shows. */
export function devicesShowing(nodeDevice: NodeDevice | undefined): DeviceClass[] {
  return DEVICE_CLASSES.filter((deviceClass) => isVisibleOnClass(nodeDevice, deviceClass));
}

/**
 * CSS classes (src/layout/device.css) that hide an element on every class but `shown`; "" when it shows on all. A
 * device hidden whole gets its own class (q-hide-mobile: ≤ 800 px, also used alone by the title bar); one hidden in
 * part gets the part's (q-hide-xs, q-hide-mobile-above-xs, q-hide-no_bleed, q-hide-desktop-above-no_bleed).
 */
export function hideClassesExcept(shown: readonly DeviceClass[]): string {
  const hidden = (deviceClass: DeviceClass) => !shown.includes(deviceClass);
  const classes: string[] = [];
  const split = (device: Device, narrow: DeviceClass, wide: DeviceClass) => {
    if (hidden(narrow) && hidden(wide)) classes.push(`q-hide-${device}`);
    else if (hidden(narrow)) classes.push(`q-hide-${narrow}`);
    else if (hidden(wide)) classes.push(`q-hide-${device}-above-${narrow}`);
  };
  split("mobile", "xs", "mobile");
  if (hidden("tablet")) classes.push("q-hide-tablet");
  split("desktop", "no_bleed", "desktop");
  return classes.join(" ");
}
