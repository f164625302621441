// The post tags (docs/reference/layout-widgets.md#assets react.asset.postTags): the discussion's tags as links to
// their discussion lists.
import type { PostAssetPostTagsHydrated } from "../../src/types/generated/widgets/hydrated/post-tags";
import { AppLink } from "../../src/ui/AppLink";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

export default function PostTagsAsset(props: PostAssetPostTagsHydrated) {
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : props.title}
      subtitle={props.subtitle}
      description={props.description}
      containerOptions={props.containerOptions}
      headingLevel={3}
    >
      <ul aria-label="Tags" className="flex flex-wrap gap-2">
        {props.tags.map((tag) => (
          <li key={tag.tagID}>
            <AppLink
              to={tag.url}
              className="inline-flex items-center rounded-full border border-border-strong px-3 py-1 text-sm font-semibold text-fg hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {tag.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </WidgetContainer>
  );
}
