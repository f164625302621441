// A section region: renders its array of hydrated nodes with the enclosing layout's settings. Outside a
// LayoutRenderer (a section rendered on its own in a story) it starts one with the host's widget registry.

import { useLayoutSettings } from "./LayoutContext";
import { LayoutNodes, LayoutRenderer } from "./LayoutRenderer";
import { toNodeList } from "./nodes";

export function Region({ nodes }: { nodes: unknown }) {
  const settings = useLayoutSettings();
  if (settings) return <LayoutNodes nodes={nodes} />;
  return <LayoutRenderer layout={toNodeList(nodes)} />;
}
