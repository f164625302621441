// Server data for Featured Collections: the chosen collection with the records the viewer may see. Hidden when
// no collection is chosen, it does not exist, or none of its records are visible.
import type { LayoutContext } from "../../src/server/layouts/context";
import { getCollection } from "../../src/server/services/collections";
import type { FeaturedCollectionsWidgetProps } from "../../src/types/generated/widgets/featured-collections";
import type { FeaturedCollectionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/featured-collections";

export async function hydrateFeaturedCollections(
  props: FeaturedCollectionsWidgetProps,
  context: LayoutContext,
): Promise<FeaturedCollectionsWidgetHydrated | null> {
  const { collectionID } = props.apiParams;
  if (collectionID === undefined) return null;
  const collection = await getCollection(context.services, collectionID);
  if (!collection?.records?.length) return null;
  return { ...props, collection };
}
