// The "All variants" story of a widget: every example of its schema, hydrated like the one-example stories and
// stacked under a small caption with the example's $name, so a designer reviews them side by side. Each example is
// shown to its own `$viewer` when it names one (its caption says so), else to the toolbar's viewer.
import type { StoryObj } from "@storybook/react-vite";
import type { CSSProperties } from "react";
import { GUEST_USER, SessionProvider } from "../../src/layout/session";
import { hydrateNodes } from "../../src/lib/layout/hydrate";
import { widgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { makeCurrentUser } from "../../tests/factories";
import { exampleNode } from "./examples";
import { deviceFromGlobals, viewerFromGlobals } from "./globals";
import { PreviewLayout } from "./PreviewLayout";
import { previewHydrateOptions, type Viewer } from "./preview-runtime";
import { preloadWidgets } from "./widget-story";

interface Variant {
  /** Unique even when two examples share a name. */
  id: string;
  name: string;
  viewer: Viewer;
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

const member = makeCurrentUser();

/**
 * Each example's caption (its `$name`, or its position) and viewer: the example's own `$viewer` (a widget guests
 * never get is shown to a member), else the toolbar's.
 */
function exampleVariants(hydrateKey: string, toolbarViewer: Viewer): Omit<Variant, "nodes">[] {
  const schema = widgetSchemas.get(hydrateKey);
  if (!schema) throw new Error(`No widget schema has the hydrate key "${hydrateKey}".`);
  return schema.examples.map((example, index) => {
    const name = typeof example.$name === "string" ? example.$name : `Example ${index + 1}`;
    const own = example.$viewer === "member" || example.$viewer === "guest" ? example.$viewer : undefined;
    return { id: `${index}:${name}`, name: own ? `${name} (${own})` : name, viewer: own ?? toolbarViewer };
  });
}

function loadedVariants(loaded: Record<string, unknown>): Variant[] {
  return Array.isArray(loaded.variants) ? (loaded.variants as Variant[]) : [];
}

export function allVariantsStory(hydrateKey: string): StoryObj {
  return {
    loaders: [
      async ({ globals }) => {
        const variants = await Promise.all(
          exampleVariants(hydrateKey, viewerFromGlobals(globals)).map(async (variant, index) => ({
            ...variant,
            nodes: await hydrateNodes(
              [exampleNode(hydrateKey, index)],
              previewHydrateOptions(variant.viewer),
            ),
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
            <SessionProvider user={variant.viewer === "member" ? member : GUEST_USER}>
              <PreviewLayout
                nodes={variant.nodes}
                device={deviceFromGlobals(globals)}
                viewer={variant.viewer}
              />
            </SessionProvider>
          </div>
        ))}
      </div>
    ),
  };
}
