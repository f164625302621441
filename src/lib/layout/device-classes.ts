// Which device classes a `$middleware.visibility.device` value shows a node on
// (docs/reference/layout-documents.md#middlewares, docs/reference/ui-behaviour.md#sizes-and-breakpoints). One table
// for the renderer (src/layout/device.ts), the server's phone pruning and the editor's visibility matrix and cost
// meter (visibility-matrix.ts derives its per-device coverage from it).
//   xs        ≤ 500 px            (part of mobile)
//   mobile    501–800 px          (a node marked "mobile" still shows on xs too)
//   tablet    801–1,200 px
//   no_bleed  1,201–1,280 px      (part of desktop)
//   desktop   above 1,280 px      (a node marked "desktop" shows on tablet and no_bleed too)

export type LayoutDevice = "mobile" | "tablet" | "desktop";
export type DeviceClass = "xs" | LayoutDevice | "no_bleed";

export const DEVICE_CLASSES: readonly DeviceClass[] = ["xs", "mobile", "tablet", "no_bleed", "desktop"];

/** The classes each layout device is made of, narrowest first. */
export const CLASSES_OF: Readonly<Record<LayoutDevice, readonly DeviceClass[]>> = {
  mobile: ["xs", "mobile"],
  tablet: ["tablet"],
  desktop: ["no_bleed", "desktop"],
};

/** The values of `$middleware.visibility.device` (schemas/layout/middleware.schema.json). */
export const DEVICE_VALUES = ["all", "desktop", "tablet", "mobile", "xs", "no_bleed"] as const;
export type DeviceValue = (typeof DEVICE_VALUES)[number];

const SHOWN_ON: Readonly<Record<DeviceValue, readonly DeviceClass[]>> = {
  all: DEVICE_CLASSES,
  xs: ["xs"],
  mobile: ["xs", "mobile"],
  tablet: ["tablet"],
  no_bleed: ["no_bleed"],
  desktop: ["tablet", "no_bleed", "desktop"],
};

/**
 * Whether a node marked for `nodeDevice` shows on exactly this device class. A missing value shows everywhere, and so
 * does one from a newer document: showing beats silently hiding content.
 */
export function isVisibleOnClass(nodeDevice: string | undefined, deviceClass: DeviceClass): boolean {
  return isDeviceValue(nodeDevice) ? SHOWN_ON[nodeDevice].includes(deviceClass) : true;
}

/** A value this version knows (a document from a newer one may hold others). */
export function isDeviceValue(value: unknown): value is DeviceValue {
  return typeof value === "string" && Object.hasOwn(SHOWN_ON, value);
}
