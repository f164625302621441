// A widget's real preview: its hydrated node through the same renderer the pages use (device forced by the frame).
import { memo, useMemo } from "react";
import { LayoutNodes } from "../../../layout/LayoutRenderer";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-node";

export const WidgetPreview = memo(function WidgetPreview({ node }: { node: HydratedNode }) {
  const nodes = useMemo(() => [node], [node]);
  return <LayoutNodes nodes={nodes} />;
});
