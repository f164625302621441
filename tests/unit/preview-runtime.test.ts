// @vitest-environment node
// Storybook previews hydrate schema examples through the shared hydrate core with factory data: every example
// must hydrate cleanly, and the preview loaders must follow the widget props like the server does.
import { describe, expect, it } from "vitest";
import { hydrateNode } from "../../src/lib/layout/hydrate";
import { allWidgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { exampleNode } from "../../stories/support/examples";
import { previewHydrateOptions, type Viewer } from "../../stories/support/preview-runtime";

function collectComponents(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectComponents(item, found);
  else if (typeof node === "object" && node !== null) {
    if ("$reactComponent" in node) found.push(String(node.$reactComponent));
    for (const value of Object.values(node)) collectComponents(value, found);
  }
  return found;
}

async function hydrate(
  node: Record<string, unknown>,
  viewer: Viewer = "guest",
): Promise<HydratedNode | null> {
  return hydrateNode(node, previewHydrateOptions(viewer));
}

const examples = allWidgetSchemas.flatMap((schema) =>
  schema.examples.map((example, index) => ({
    label: `${schema["x-widget"].component} / ${String(example.$name)}`,
    hydrateKey: schema["x-widget"].hydrate[0] as string,
    index,
  })),
);

describe("preview runtime", () => {
  it.each(examples)("hydrates $label without errors", async ({ hydrateKey, index }) => {
    for (const viewer of ["guest", "member"] as const) {
      const hydrated = await hydrate(exampleNode(hydrateKey, index), viewer);
      expect(collectComponents(hydrated)).not.toContain("LayoutError");
    }
  });

  it("lists discussions up to apiParams.limit, in the requested sort", async () => {
    const node = await hydrate({
      $hydrate: "react.discussion.discussions",
      apiParams: { limit: 4, sort: "-score" },
    });
    const discussions = node?.$reactProps.discussions as { score: number }[];
    expect(discussions).toHaveLength(4);
    const scores = discussions.map((discussion) => discussion.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("resolves the banner's site-name title", async () => {
    const node = await hydrate({ $hydrate: "react.app-banner", titleType: "siteSection/name" });
    expect(node?.$reactProps.title).toBe("Quorum Community");
  });

  it("shows the guest call to action to guests only", async () => {
    expect(await hydrate({ $hydrate: "react.guest-cta" }, "guest")).not.toBeNull();
    expect(await hydrate({ $hydrate: "react.guest-cta" }, "member")).toBeNull();
  });

  it("gives quick links the site defaults when none are set, minus member-only ones for guests", async () => {
    const guest = await hydrate({ $hydrate: "react.quick-links" }, "guest");
    const member = await hydrate({ $hydrate: "react.quick-links" }, "member");
    const names = (node: HydratedNode | null) =>
      ((node?.$reactProps.links ?? []) as { name: string }[]).map((link) => link.name);
    expect(names(guest)).toContain("Recent Posts");
    expect(names(guest)).not.toContain("My Profile");
    expect(names(member)).toContain("My Profile");
  });

  it("returns only featured categories for the featured filter", async () => {
    const node = await hydrate({ $hydrate: "react.categories", apiParams: { filter: "featured", limit: 3 } });
    const items = node?.$reactProps.itemData as { featured: boolean }[];
    expect(items).toHaveLength(3);
    expect(items.every((category) => category.featured)).toBe(true);
  });
});
