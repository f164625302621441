// Discussions (docs/reference/layout-widgets.md#assets "Posts" and the discussionList page asset): a list (default),
// grid, carousel or links, in a widget container; the page asset adds a numbered pager. Signed-in viewers who may
// bulk-moderate get a checkbox on each list row and the selection toast (src/client/bulk/).

import { lazy, Suspense } from "react";
import { useCanBulkModerate } from "../../src/client/bulk/BulkCheckbox";
import { useSession } from "../../src/layout/session";
import { msg } from "../../src/lib/i18n/msg";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { Pager } from "../../src/ui/Pager";
import { PendingMarker } from "../../src/ui/Skeleton";
import { DiscussionCard, DiscussionLink, DiscussionRow } from "./DiscussionItems";

const EMPTY_MESSAGE = msg("No discussions were found.");

// The selection toast and its actions load only for viewers who may bulk-moderate, never for guests.
const BulkSelectionHost = lazy(() =>
  import("../../src/client/bulk/BulkSelectionHost").then((m) => ({ default: m.BulkSelectionHost })),
);

export default function DiscussionsWidget(props: DiscussionsWidgetHydrated) {
  // Guests never moderate: no permission record is asked for them (nor in previews without a session).
  const { isGuest } = useSession();
  return isGuest ? (
    <DiscussionsList {...props} selectable={false} member={false} />
  ) : (
    <ModeratableDiscussions {...props} />
  );
}

function ModeratableDiscussions(props: DiscussionsWidgetHydrated) {
  const selectable = useCanBulkModerate();
  return (
    <>
      <DiscussionsList {...props} selectable={selectable} member />
      {selectable ? (
        <Suspense fallback={<PendingMarker />}>
          <BulkSelectionHost />
        </Suspense>
      ) : null}
    </>
  );
}

/** The author's own texts, or the schema's defaults (catalogue keys), translated; a category's are records. */
function useWidgetTexts(props: DiscussionsWidgetHydrated) {
  const i18n = useI18n();
  const own = (type: string, value: string) => (type === "static" ? i18n.text(value) : value);
  // The list's accessible name keeps the title even when the heading is hidden.
  const named = own(props.titleType, props.title);
  return {
    named,
    title: props.titleType === "none" ? "" : named,
    subtitle: props.subtitle && i18n.text(props.subtitle),
    description: props.descriptionType === "none" ? "" : own(props.descriptionType, props.description),
  };
}

type ListProps = DiscussionsWidgetHydrated & { selectable: boolean; member: boolean };

function DiscussionsList(props: ListProps) {
  const { paging } = props;
  const texts = useWidgetTexts(props);
  return (
    <HomeWidgetContainer
      title={texts.title}
      subtitle={texts.subtitle}
      description={texts.description}
      containerOptions={props.containerOptions}
    >
      <DiscussionItems {...props} title={texts.named} />
      {props.isAsset && paging ? (
        <Pager
          page={paging.page}
          limit={paging.limit}
          total={paging.total}
          className="mt-6 justify-center"
          jumpToPage
        />
      ) : null}
    </HomeWidgetContainer>
  );
}

function DiscussionItems({
  discussions,
  discussionOptions,
  containerOptions,
  title,
  selectable,
  member,
  images,
}: ListProps) {
  const t = useT();
  if (discussions.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-border px-4 py-8 text-center text-sm text-fg-muted">
        {t(EMPTY_MESSAGE)}
      </p>
    );
  }
  return (
    <HomeWidgetItems
      items={discussions}
      displayType={containerOptions?.displayType ?? "list"}
      columns={Math.min(Math.max(containerOptions?.maxColumnCount ?? 3, 1), 5)}
      // Discussion cards carry metas, so they need more room than the generic 180 px tile.
      minItemWidth={200}
      label={title || t("Discussions")}
      itemKey={(discussion) => discussion.discussionID}
      renderItem={(discussion, variant) =>
        variant === "tile" ? (
          <DiscussionCard
            discussion={discussion}
            options={discussionOptions}
            member={member}
            image={images?.[discussion.discussionID]}
          />
        ) : variant === "link" ? (
          <DiscussionLink discussion={discussion} />
        ) : (
          <DiscussionRow
            discussion={discussion}
            options={discussionOptions}
            selectable={selectable}
            member={member}
            image={images?.[discussion.discussionID]}
          />
        )
      }
    />
  );
}
