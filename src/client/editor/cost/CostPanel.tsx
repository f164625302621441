// The cost meter's tab: the canvas's own preview hydration (the same query, so no second request) and what the
// server measured with it.
import { previewDeviceOf, usePreviewHydration } from "../canvas/use-preview-hydration";
import { useEditor } from "../store/editor-store";
import { CostMeter } from "./CostMeter";

export interface CostPanelProps {
  /** The page params the canvas previews with (the editor's preview sample). */
  previewParams?: Record<string, unknown>;
  className?: string;
}

export function CostPanel({ previewParams, className }: CostPanelProps) {
  const doc = useEditor((state) => state.doc);
  const viewAs = useEditor((state) => state.viewAs);
  const device = useEditor((state) => state.device);
  // The canvas's own preview (the same device, so the same query).
  const hydration = usePreviewHydration(doc, viewAs, previewParams, previewDeviceOf(device));
  return (
    <CostMeter
      cost={hydration.cost}
      updating={hydration.isFetching}
      failed={hydration.error !== null}
      {...(className ? { className } : {})}
    />
  );
}
