// Featured Collections renders a collection's records as rows, cards or links, titled by the collection.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FeaturedCollectionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/featured-collections";
import FeaturedCollectionsWidget from "../../widgets/featured-collections/FeaturedCollectionsWidget";
import { previewCollection } from "../../widgets/featured-collections/preview";
import { axeViolations } from "./widget-axe";

afterEach(cleanup);

function props(
  overrides: Partial<FeaturedCollectionsWidgetHydrated> = {},
): FeaturedCollectionsWidgetHydrated {
  const collection = previewCollection(1);
  if (!collection) throw new Error("preview collection 1 expected");
  return {
    titleType: "collection",
    title: "",
    subtitle: "",
    descriptionType: "none",
    description: "",
    apiParams: { collectionID: 1 },
    displayOptions: { featuredImage: false },
    collection,
    ...overrides,
  };
}

describe("FeaturedCollectionsWidget", () => {
  it("is titled by the collection and links every record, typed", async () => {
    const { container } = render(<FeaturedCollectionsWidget {...props()} />);
    const region = screen.getByRole("region", { name: "New here? Start with these" });
    const links = within(region).getAllByRole("link");
    expect(links).toHaveLength(5);
    expect(within(region).getAllByText("Category")).toHaveLength(2);
    expect(container.querySelector("img")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows images as cards in a grid, the fallback when a record has none", () => {
    const base = props();
    const records = (base.collection.records ?? []).map((record, index) =>
      index === 0 ? { ...record, record: { ...record.record, imageUrl: null } } : record,
    );
    const { container } = render(
      <FeaturedCollectionsWidget
        {...base}
        collection={{ ...base.collection, records }}
        displayOptions={{ featuredImage: true, fallbackImage: "/fallback.png" }}
        containerOptions={{ borderType: "none", headerAlignment: "left", displayType: "grid" }}
      />,
    );
    const images = [...container.querySelectorAll("img")];
    expect(images).toHaveLength(5);
    expect(images[0]?.getAttribute("src")).toBe("/fallback.png");
    expect(images.every((image) => image.getAttribute("alt") === "")).toBe(true);
  });

  it("uses a static title and renders nothing for an empty collection", () => {
    const base = props({ titleType: "static", title: "Staff picks" });
    const { container, rerender } = render(<FeaturedCollectionsWidget {...base} />);
    expect(screen.getByRole("heading", { name: "Staff picks" })).toBeTruthy();
    rerender(<FeaturedCollectionsWidget {...base} collection={{ ...base.collection, records: [] }} />);
    expect(container.innerHTML).toBe("");
  });
});
