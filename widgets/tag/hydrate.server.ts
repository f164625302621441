// Server data for the Tag Cloud: the most used tags among discussions the viewer can see; hidden when none.
import type { LayoutContext } from "../../src/server/layouts/context";
import { tagCloud, tagUrl } from "../../src/server/services/tag-cloud";
import type { TagWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tag";
import type { TagWidgetProps } from "../../src/types/generated/widgets/tag";

export async function hydrateTag(
  props: TagWidgetProps,
  context: LayoutContext,
): Promise<TagWidgetHydrated | null> {
  const found = await tagCloud(context.services, props.limit);
  if (found.length === 0) return null;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    tags: found.map((tag) => ({
      tagID: tag.tagID,
      name: tag.name,
      url: tagUrl(tag.tagID),
      countDiscussions: tag.countDiscussions,
    })),
  };
}
