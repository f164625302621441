// One story per schema example: the example is hydrated by the shared hydrate core with preview data (in a
// Storybook loader, since hydration is async), then rendered by the real LayoutRenderer.
import type { StoryObj } from "@storybook/react-vite";
import { findWidget } from "../../src/layout/registry-types";
import { hydrateNodes } from "../../src/lib/layout/hydrate";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { widgetRegistry } from "../../widgets/registry";
import { exampleNode } from "./examples";
import { deviceFromGlobals, viewerFromGlobals } from "./globals";
import { PreviewLayout } from "./PreviewLayout";
import { previewHydrateOptions } from "./preview-runtime";

/** Hydrated nodes from a story's `loaded` data (set by the loaders below). */
export function loadedNodes(loaded: Record<string, unknown>): HydratedNode[] {
  return Array.isArray(loaded.nodes) ? (loaded.nodes as HydratedNode[]) : [];
}

/** Every component name in hydrated nodes, nested regions included. */
function componentNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) componentNames(item, found);
  else if (typeof value === "object" && value !== null) {
    if ("$reactComponent" in value && typeof value.$reactComponent === "string")
      found.add(value.$reactComponent);
    for (const child of Object.values(value)) componentNames(child, found);
  }
  return found;
}

/**
 * Loads every widget chunk before the story renders, so the first paint is the widgets, not their Suspense
 * fallbacks (screenshots must never catch a loading state).
 */
export async function preloadWidgets(nodes: HydratedNode[]): Promise<void> {
  await Promise.all([...componentNames(nodes)].map((name) => findWidget(widgetRegistry, name)?.preload()));
}

/** A story that hydrates `nodes` (stored form) for the toolbar's viewer and renders them. */
export function layoutStory(nodes: unknown[], params?: Record<string, unknown>): StoryObj {
  return {
    loaders: [
      async ({ globals }) => {
        const hydrated = await hydrateNodes(nodes, previewHydrateOptions(viewerFromGlobals(globals), params));
        await preloadWidgets(hydrated);
        return { nodes: hydrated };
      },
    ],
    render: (_args, { loaded, globals }) => (
      <PreviewLayout
        nodes={loadedNodes(loaded)}
        device={deviceFromGlobals(globals)}
        viewer={viewerFromGlobals(globals)}
      />
    ),
  };
}

export function widgetStory(hydrateKey: string, exampleIndex: number): StoryObj {
  return layoutStory([exampleNode(hydrateKey, exampleIndex)]);
}
