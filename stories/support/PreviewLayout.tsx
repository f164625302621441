// Renders hydrated preview nodes with the real LayoutRenderer, or says why there is nothing to see.
import type { Device } from "../../src/layout/device";
import { LayoutRenderer } from "../../src/layout/LayoutRenderer";
import { PreviewModeProvider } from "../../src/layout/preview-mode";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import type { Viewer } from "./preview-data";

export function PreviewLayout({
  nodes,
  device,
  viewer,
}: {
  nodes: HydratedNode[];
  device: Device | undefined;
  viewer: Viewer;
}) {
  if (nodes.length === 0) {
    return (
      // Classes the app already uses: the app's Tailwind build does not scan stories/.
      <p className="my-2 rounded-md border border-dashed border-border-strong bg-bg-subtle px-3 py-4 text-center text-sm text-fg-muted">
        This widget renders nothing for a {viewer}. Switch the Viewer toolbar to see it.
      </p>
    );
  }
  // A preview: widgets that write (the follow control) show their state but save nothing, there is no server.
  return (
    <PreviewModeProvider value={true}>
      <LayoutRenderer layout={nodes} device={device} debug />
    </PreviewModeProvider>
  );
}
