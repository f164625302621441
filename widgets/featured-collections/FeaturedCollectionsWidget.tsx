// Featured Collections (docs/reference/layout-widgets.md#widgets): a curated collection's records as a list
// (default), a grid of cards (optionally with images: the record's own, else the fallback), a carousel of cards, or
// plain links, laid out by the shared home-widget items.
import { msg } from "../../src/lib/i18n/msg";
import type { Translator } from "../../src/lib/i18n/translator";
import type { FeaturedCollectionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/featured-collections";
import { AppLink } from "../../src/ui/AppLink";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";
import { Icon } from "../../src/ui/Icon";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";

type CollectionRecord = NonNullable<FeaturedCollectionsWidgetHydrated["collection"]["records"]>[number];

const TYPE_LABELS: Record<CollectionRecord["recordType"], string> = {
  discussion: msg("Post"),
  category: msg("Category"),
  article: msg("Article"),
  knowledgeBase: msg("Knowledge Base"),
  groups: msg("Group"),
};

/** The collection's name (a record), or the author's own title (translated when it is a catalogue key). */
function widgetTitle(props: FeaturedCollectionsWidgetHydrated, i18n: Translator): string {
  if (props.titleType === "none") return "";
  if (props.titleType === "collection") return props.collection.name;
  return i18n.text(props.title);
}

export default function FeaturedCollectionsWidget(props: FeaturedCollectionsWidgetHydrated) {
  const i18n = useI18n();
  const records = props.collection?.records ?? [];
  if (records.length === 0) return null;
  const imageFor = (record: CollectionRecord) =>
    props.displayOptions.featuredImage
      ? record.record.imageUrl || props.displayOptions.fallbackImage || ""
      : "";
  return (
    <HomeWidgetContainer
      title={widgetTitle(props, i18n)}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <HomeWidgetItems
        items={records}
        displayType={props.containerOptions?.displayType ?? "list"}
        columns={props.containerOptions?.maxColumnCount ?? 3}
        label={widgetTitle(props, i18n) || i18n.t("Featured collection")}
        itemKey={(record) => `${record.recordType}:${record.recordID}`}
        renderItem={(record, variant) =>
          variant === "link" ? (
            <RecordLink record={record} />
          ) : variant === "tile" ? (
            <RecordCard record={record} image={imageFor(record)} />
          ) : (
            <RecordRow record={record} image={imageFor(record)} />
          )
        }
      />
    </HomeWidgetContainer>
  );
}

function RecordLink({ record }: { record: CollectionRecord }) {
  return (
    <AppLink
      to={record.record.url}
      className="flex items-center gap-2 py-2 text-sm font-semibold text-fg hover:text-primary"
    >
      <Icon name={record.recordType === "category" ? "folder" : "comment"} />
      {record.record.name}
    </AppLink>
  );
}

function RecordRow({ record, image }: { record: CollectionRecord; image: string }) {
  const t = useT();
  return (
    <article className="flex gap-4 py-3">
      {image ? (
        <img src={image} alt="" className="hidden h-16 w-24 shrink-0 rounded-control object-cover sm:block" />
      ) : null}
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-fg-muted uppercase">
          {t(TYPE_LABELS[record.recordType])}
        </p>
        <h3 className="font-semibold">
          <AppLink to={record.record.url} className="text-fg-heading hover:text-primary hover:underline">
            {record.record.name}
          </AppLink>
        </h3>
        {record.record.excerpt ? (
          <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{record.record.excerpt}</p>
        ) : null}
      </div>
    </article>
  );
}

function RecordCard({ record, image }: { record: CollectionRecord; image: string }) {
  const t = useT();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-box border border-border bg-bg">
      {image ? <img src={image} alt="" className="aspect-video w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wider text-fg-muted uppercase">
          {t(TYPE_LABELS[record.recordType])}
        </p>
        <h3 className="mt-1 font-semibold">
          <AppLink to={record.record.url} className="text-fg-heading hover:text-primary hover:underline">
            {record.record.name}
          </AppLink>
        </h3>
        {record.record.excerpt ? (
          <p className="mt-1 line-clamp-3 text-sm text-fg-muted">{record.record.excerpt}</p>
        ) : null}
      </div>
    </article>
  );
}
