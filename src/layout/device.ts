// Device classes for per-device visibility ($middleware.visibility.device) and responsive sections.
import type { HydratedNode } from "../types/generated/layout/hydrated-node";

export type Device = "mobile" | "tablet" | "desktop";
export type NodeDevice = NonNullable<NonNullable<HydratedNode["$middleware"]>["visibility"]>["device"];

/** docs/reference/ui-behaviour.md#sizes-and-breakpoints: compact breakpoint 800 px, two-columns breakpoint 1200 px. */
const COMPACT_MAX_WIDTH = 800;
const TABLET_MAX_WIDTH = 1200;

export function deviceForWidth(width: number): Device {
  if (width <= COMPACT_MAX_WIDTH) return "mobile";
  if (width <= TABLET_MAX_WIDTH) return "tablet";
  return "desktop";
}

/**
 * Whether a node marked for `nodeDevice` shows on `device`. "desktop" also covers tablets: documents written with
 * only two values meant "wider than the compact breakpoint" by desktop, and must keep reading the same.
 */
export function isVisibleOn(nodeDevice: NodeDevice | undefined, device: Device): boolean {
  switch (nodeDevice) {
    case undefined:
    case "all":
      return true;
    case "mobile":
      return device === "mobile";
    case "tablet":
      return device === "tablet";
    case "desktop":
      return device === "desktop" || device === "tablet";
    default:
      // A value from a newer document: show rather than silently hide content.
      return true;
  }
}

export function isNodeVisible(node: HydratedNode, device: Device): boolean {
  return isVisibleOn(node.$middleware?.visibility?.device, device);
}

const DEVICES: readonly Device[] = ["mobile", "tablet", "desktop"];

/** The devices on which a node marked for `nodeDevice` shows. */
export function devicesShowing(nodeDevice: NodeDevice | undefined): Device[] {
  return DEVICES.filter((device) => isVisibleOn(nodeDevice, device));
}

/** CSS classes (src/layout/device.css) that hide an element on every device but `shown`; "" when it shows on all. */
export function hideClassesExcept(shown: readonly Device[]): string {
  return DEVICES.filter((device) => !shown.includes(device))
    .map((device) => `q-hide-${device}`)
    .join(" ");
}
