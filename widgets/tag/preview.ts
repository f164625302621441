// Preview loader for the Tag Cloud: factory tags, most used first, linking to the tag-filtered discussion list.
import type { TagWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tag";
import type { TagWidgetProps } from "../../src/types/generated/widgets/tag";
import { makeTags } from "../../tests/factories";

/** One tag per name of the factory corpus (more would repeat names). */
const PREVIEW_TAG_COUNT = 10;

export async function previewTag(props: TagWidgetProps): Promise<TagWidgetHydrated | null> {
  const tags = makeTags(PREVIEW_TAG_COUNT)
    .sort((a, b) => (b.countDiscussions ?? 0) - (a.countDiscussions ?? 0) || a.name.localeCompare(b.name))
    .slice(0, props.limit);
  if (tags.length === 0) return null;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    tags: tags.map((tag) => ({
      tagID: tag.tagID,
      name: tag.name,
      url: `/discussions?tagID=${tag.tagID}`,
      countDiscussions: tag.countDiscussions ?? 0,
    })),
  };
}
