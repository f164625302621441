// Server-side hiding on phones (docs/reference/layout-documents.md#hiding-on-phones): a page view the server knows
// comes from a phone leaves out every layout node whose device visibility excludes mobile, with what it holds. One
// rule for the server's hydrate walk and the cost meter's per-device figures, so both leave out the same nodes.

import { deviceCoverage } from "./visibility-matrix";

/**
 * Whether a node marked for `device` ($middleware.visibility.device) shows on no mobile width at all: tablet,
 * no_bleed and desktop nodes. An xs or mobile node shows on some phone, and a value from a newer document shows
 * everywhere, as the renderer treats it: both are kept.
 */
export function excludesMobile(device: unknown): boolean {
  return deviceCoverage(device).mobile === "none";
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function nodeDevice(node: Record<string, unknown>): unknown {
  const middleware = node.$middleware;
  const visibility = isObject(middleware) ? middleware.visibility : undefined;
  return isObject(visibility) ? visibility.device : undefined;
}

function collect(value: unknown, hiddenAbove: boolean, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, hiddenAbove, out);
    return;
  }
  if (!isObject(value)) return;
  const isNode = typeof value.$hydrate === "string";
  const hidden = hiddenAbove || (isNode && excludesMobile(nodeDevice(value)));
  if (isNode && hidden && typeof value.$editorID === "string") out.add(value.$editorID);
  for (const [key, child] of Object.entries(value)) if (key !== "$middleware") collect(child, hidden, out);
}

/** The editor ids of the nodes of `layout` (a document's sections) that a phone's page view leaves out. */
export function mobileHiddenIDs(layout: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  collect(layout, false, out);
  return out;
}
