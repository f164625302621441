// Signatures under posts (spec 001 §6): the original post and its comment thread, hydrated from the factories as
// every widget story is, with each author's fragment carrying a signature as the server sends it while
// signatures.enabled (sanitized HTML, the site's hideMobile and imageMaxHeight; services/signatures.ts).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { hydrateNodes } from "../../src/lib/layout/hydrate";
import type { UserFragment } from "../../src/types/generated/api/user-fragment";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { exampleNode } from "../support/examples";
import { deviceFromGlobals, viewerFromGlobals } from "../support/globals";
import { PreviewLayout } from "../support/PreviewLayout";
import { previewHydrateOptions } from "../support/preview-runtime";
import { loadedNodes, preloadWidgets } from "../support/widget-story";

type FragmentSignature = NonNullable<UserFragment["signature"]>;

const meta = {
  title: "Post/Signatures",
  parameters: { layout: "padded" },
} satisfies Meta;

export default meta;

/** A small square badge: inline, so the story needs no network. */
const BADGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='120' height='120'%3E%3Crect width='120' height='120' rx='16' fill='%232563eb'/%3E%3C/svg%3E";

const TEXT_SIGNATURE =
  '<p><em>Bonne journée !</em> — from the <strong>Lyon</strong> user group · <a href="/categories/general">say hello</a></p>';

/** Every author in the hydrated props signs their posts (the walk reaches the original post and each comment). */
function signAuthors(value: unknown, signature: FragmentSignature): unknown {
  if (Array.isArray(value)) return value.map((item) => signAuthors(item, signature));
  if (typeof value !== "object" || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    copy[key] =
      key === "insertUser" && typeof child === "object" && child !== null
        ? { ...child, signature }
        : signAuthors(child, signature);
  }
  return copy;
}

function signedPostStory(signature: FragmentSignature): StoryObj {
  const nodes = [exampleNode("react.asset.originalPost", 0), exampleNode("react.asset.postCommentThread", 0)];
  return {
    loaders: [
      async ({ globals }) => {
        const hydrated = await hydrateNodes(nodes, previewHydrateOptions(viewerFromGlobals(globals)));
        await preloadWidgets(hydrated);
        return { nodes: signAuthors(hydrated, signature) as HydratedNode[] };
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

export const UnderPostsAndComments: StoryObj = {
  name: "Under posts and comments",
  ...signedPostStory({ body: TEXT_SIGNATURE, hideMobile: false, imageMaxHeight: 0 }),
};

export const ImagesCapped: StoryObj = {
  name: "Images capped at 32 px",
  ...signedPostStory({
    body: `<p><img src="${BADGE}" alt="Lyon user group badge"> Lyon user group</p>`,
    hideMobile: false,
    imageMaxHeight: 32,
  }),
};

export const HiddenOnMobile: StoryObj = {
  name: "Hidden on mobile (shown at 1280 px, gone at 375 px)",
  ...signedPostStory({ body: TEXT_SIGNATURE, hideMobile: true, imageMaxHeight: 0 }),
};
