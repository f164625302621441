// The post tags (docs/reference/layout-widgets.md#assets react.asset.postTags): the discussion's tags as links to
// their discussion lists.
import type { PostAssetPostTagsHydrated } from "../../src/types/generated/widgets/hydrated/post-tags";
import { AppLink } from "../../src/ui/AppLink";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

export default function PostTagsAsset(props: PostAssetPostTagsHydrated) {
  // The author's own texts, or the schema's default title (a catalogue key).
  const i18n = useI18n();
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title)}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.description && i18n.text(props.description)}
      containerOptions={props.containerOptions}
      headingLevel={3}
    >
      <ul aria-label={i18n.t("Tags")} className="flex flex-wrap gap-2">
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
