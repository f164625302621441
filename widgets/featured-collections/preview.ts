// Preview loader for Featured Collections: two collections built from the factories (a guide for newcomers mixing
// posts and categories, and staff picks), with the server's output shape. Images are inline SVG, so stories
// need no network.
import type { Collection } from "../../src/types/generated/api/collection";
import type { FeaturedCollectionsWidgetProps } from "../../src/types/generated/widgets/featured-collections";
import type { FeaturedCollectionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/featured-collections";
import type { PreviewContext } from "../../stories/support/preview-data";
import { ANCHOR_DATE, makeCategoryList, makeDiscussions } from "../../tests/factories";

type CollectionRecord = NonNullable<Collection["records"]>[number];

const HUES = [212, 152, 28, 280, 340, 190];

/** A flat two-tone picture, different per record. */
function previewImage(seed: number): string {
  const hue = HUES[seed % HUES.length] ?? 212;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${hue} 55% 82%)"/><circle cx="120" cy="30" r="40" fill="hsl(${hue} 50% 62%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function discussionRecords(ids: number[]): CollectionRecord[] {
  const all = makeDiscussions(24);
  return ids.flatMap((id, sort) => {
    const d = all.find((discussion) => discussion.discussionID === id);
    if (!d) return [];
    return [
      {
        recordType: "discussion" as const,
        recordID: id,
        sort,
        record: {
          name: d.name,
          url: d.url,
          excerpt: d.excerpt,
          imageUrl: previewImage(id),
          dateInserted: d.dateInserted,
        },
      },
    ];
  });
}

function categoryRecords(ids: number[], offset: number): CollectionRecord[] {
  const all = makeCategoryList();
  return ids.flatMap((id, index) => {
    const c = all.find((category) => category.categoryID === id);
    if (!c) return [];
    const record = { name: c.name, url: c.url, excerpt: c.description, imageUrl: previewImage(100 + id) };
    return [{ recordType: "category" as const, recordID: id, sort: offset + index, record }];
  });
}

export function previewCollection(collectionID: number): Collection | null {
  const base = { insertUserID: 1, dateInserted: ANCHOR_DATE };
  if (collectionID === 1) {
    const records = [...discussionRecords([3, 7, 12]), ...categoryRecords([1, 5], 3)];
    return { collectionID, name: "New here? Start with these", ...base, records };
  }
  if (collectionID === 2) {
    return { collectionID, name: "Staff picks", ...base, records: discussionRecords([18, 21, 9, 14]) };
  }
  return null;
}

export async function previewFeaturedCollections(
  props: FeaturedCollectionsWidgetProps,
  _context: PreviewContext,
): Promise<FeaturedCollectionsWidgetHydrated | null> {
  const collection =
    props.apiParams.collectionID === undefined ? null : previewCollection(props.apiParams.collectionID);
  if (!collection?.records?.length) return null;
  return { ...props, collection };
}
