// What the canvas shows for a widget: its real preview, or a labelled ghost saying why it is not there for this
// device or viewer, or a skeleton while a new widget waits for its first hydration.
import { type Device, isVisibleOn, type NodeDevice } from "../../../layout/device";
import { msg } from "../../../lib/i18n/msg";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";
import { englishT, type TranslateFn } from "../i18n";
import { isJsonObject, type JsonObject } from "../model/types";

export type WidgetPreviewState =
  | { kind: "preview"; node: HydratedNode }
  | { kind: "hidden-device"; label: string; detail: string }
  | { kind: "hidden-viewer"; label: string; detail: string }
  | { kind: "loading" }
  | { kind: "unavailable"; label: string };

const DEVICE_RULES: Record<string, string> = {
  desktop: msg("Shown on desktop and tablet only"),
  tablet: msg("Shown on tablet only"),
  mobile: msg("Shown on mobile only"),
  xs: msg("Shown on extra small screens only"),
  no_bleed: msg("Shown on no-bleed widths only"),
};

const HIDDEN_ON: Record<Device, string> = {
  desktop: msg("Hidden on desktop"),
  tablet: msg("Hidden on tablet"),
  mobile: msg("Hidden on mobile"),
};

/** The `$middleware.visibility.device` rule of an editor node, if any. */
function nodeDeviceRule(node: JsonObject): NodeDevice | undefined {
  const visibility = isJsonObject(node.$middleware) ? node.$middleware.visibility : undefined;
  const device = isJsonObject(visibility) ? visibility.device : undefined;
  return typeof device === "string" ? (device as NodeDevice) : undefined;
}

export interface PreviewInputs {
  /** The editor's node (its own visibility rule counts, even before the server saw the change). */
  node: JsonObject & { $editorID: string };
  device: Device;
  /** The node hydrated for the chosen viewer, if the last hydration had it. */
  hydrated: HydratedNode | undefined;
  /** Whether the shown hydration was asked about this node (absent from it = left out for this viewer). */
  requested: boolean;
  /** "Guest", a role name, or "you". */
  viewerName: string;
  /** The last hydration failed (network, server error). */
  failed: boolean;
}

export function widgetPreviewState(
  { node, device, hydrated, requested, viewerName, failed }: PreviewInputs,
  t: TranslateFn = englishT,
): WidgetPreviewState {
  const rule = nodeDeviceRule(node);
  if (!isVisibleOn(rule, device)) {
    const detail = DEVICE_RULES[rule ?? ""];
    return { kind: "hidden-device", label: t(HIDDEN_ON[device]), detail: detail ? t(detail) : "" };
  }
  if (hydrated) return { kind: "preview", node: hydrated };
  if (requested) {
    return {
      kind: "hidden-viewer",
      label: t("Hidden for {viewer}", { viewer: viewerName }),
      detail: t("A role or category filter, or the widget itself, leaves it out for this viewer"),
    };
  }
  // Not hydrated yet: the next hydration will bring it, unless hydrating failed.
  return failed ? { kind: "unavailable", label: t("Preview unavailable") } : { kind: "loading" };
}
