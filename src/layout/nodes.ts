// Reading hydrated nodes out of untyped section props.
import type { HydratedNode } from "../types/generated/layout/hydrated-node";
import { type Device, type DeviceClass, devicesShowing, isNodeVisible } from "./device";

export function isHydratedNode(value: unknown): value is HydratedNode {
  return (
    typeof value === "object" &&
    value !== null &&
    "$reactComponent" in value &&
    typeof value.$reactComponent === "string" &&
    "$reactProps" in value &&
    typeof value.$reactProps === "object" &&
    value.$reactProps !== null
  );
}

/** The nodes of a region; anything that is not a node is skipped (and reported once per render). */
export function toNodeList(value: unknown): HydratedNode[] {
  if (!Array.isArray(value)) return [];
  const nodes = value.filter(isHydratedNode);
  if (nodes.length !== value.length) {
    console.warn(
      `Layout: ignored ${value.length - nodes.length} region entries that are not hydrated nodes.`,
    );
  }
  return nodes;
}

/** Whether any of the nodes shows on `device`; with no known device (null), whether any shows on some device. */
export function hasVisibleNodes(value: unknown, device: Device | null): boolean {
  if (device === null) return toNodeList(value).length > 0;
  return toNodeList(value).some((node) => isNodeVisible(node, device));
}

/** The device classes on which at least one node of the regions shows. */
export function devicesWithNodes(...regions: unknown[]): DeviceClass[] {
  const shown = new Set<DeviceClass>();
  for (const region of regions) {
    for (const node of toNodeList(region)) {
      for (const device of devicesShowing(node.$middleware?.visibility?.device)) shown.add(device);
    }
  }
  return [...shown];
}

/**
 * React key for a node: its id when the document has one (the editor adds `$id`), else the position combined with
 * the component name, so swapping two different widgets still remounts them.
 */
export function nodeKey(node: HydratedNode, index: number): string {
  if ("$id" in node && (typeof node.$id === "string" || typeof node.$id === "number"))
    return `id:${node.$id}`;
  return `${index}:${node.$reactComponent}`;
}

/** Props without the internal `$` keys ($fragmentImpls, $seoContent, $reactTestID…). */
export function publicProps(props: HydratedNode["$reactProps"]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!key.startsWith("$")) result[key] = value;
  }
  return result;
}
