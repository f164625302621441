// The "All variants" story of a widget: every example of its schema, hydrated like the one-example stories and
// stacked under a small caption with the example's $name, so a designer reviews them side by side.
import type { StoryObj } from "@storybook/react-vite";
import type { CSSProperties } from "react";
import { hydrateNodes } from "../../src/lib/layout/hydrate";
import { widgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { exampleNode } from "./examples";
import { deviceFromGlobals, viewerFromGlobals } from "./globals";
import { PreviewLayout } from "./PreviewLayout";
import { previewHydrateOptions } from "./preview-runtime";
import { preloadWidgets } from "./widget-story";

interface Variant {
  /** Unique even when two examples share a name. */
  id: string;
  name: string;
  nodes: HydratedNode[];
}

// Inline styles: the app's Tailwind build does not scan stories/, and theme variables keep the caption themed.
const captionStyle: CSSProperties = {
  margin: 0,
  padding: "4px 12px",
  fontSize: "12px",
  lineHeight: "16px",
  color: "var(--color-fg-muted)",
  background: "var(--color-bg-subtle)",
  borderTop: "1px solid var(--color-border)",
  borderBottom: "1px solid var(--color-border)",
};

const variantStyle: CSSProperties = { marginBottom: "24px" };

/** Each example's `$name`, or its position when an example has none. */
export function exampleNames(hydrateKey: string): string[] {
  const schema = widgetSchemas.get(hydrateKey);
  if (!schema) throw new Error(`No widget schema has the hydrate key "${hydrateKey}".`);
  return schema.examples.map((example, index) =>
    typeof example.$name === "string" ? example.$name : `Example ${index + 1}`,
  );
}

function loadedVariants(loaded: Record<string, unknown>): Variant[] {
  return Array.isArray(loaded.variants) ? (loaded.variants as Variant[]) : [];
}

export function allVariantsStory(hydrateKey: string): StoryObj {
  return {
    loaders: [
      async ({ globals }) => {
        const options = previewHydrateOptions(viewerFromGlobals(globals));
        const variants = await Promise.all(
          exampleNames(hydrateKey).map(async (name, index) => ({
            id: `${index}:${name}`,
            name,
            nodes: await hydrateNodes([exampleNode(hydrateKey, index)], options),
          })),
        );
        await preloadWidgets(variants.flatMap((variant) => variant.nodes));
        return { variants };
      },
    ],
    render: (_args, { loaded, globals }) => (
      <div>
        {loadedVariants(loaded).map((variant) => (
          <div key={variant.id} style={variantStyle}>
            <p style={captionStyle}>{variant.name}</p>
            <PreviewLayout
              nodes={variant.nodes}
              device={deviceFromGlobals(globals)}
              viewer={viewerFromGlobals(globals)}
            />
          </div>
        ))}
      </div>
    ),
  };
}
