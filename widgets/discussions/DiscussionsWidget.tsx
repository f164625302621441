// Discussions (docs/reference/layout-widgets.md#assets "Posts" and the discussionList page asset): a list (default),
// grid, carousel or links, in a widget container; the page asset adds a numbered pager. Signed-in viewers who may
// bulk-moderate get a checkbox on each list row and the selection toast (src/client/bulk/).

import { lazy, Suspense } from "react";
import { useCanBulkModerate } from "../../src/client/bulk/BulkCheckbox";
import { useSession } from "../../src/layout/session";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { HomeWidgetItems } from "../../src/ui/home-widget/HomeWidgetItems";
import { Pager } from "../../src/ui/Pager";
import { PendingMarker } from "../../src/ui/Skeleton";
import { DiscussionCard, DiscussionLink, DiscussionRow } from "./DiscussionItems";

const EMPTY_MESSAGE = "No discussions were found.";

// The selection toast and its actions load only for viewers who may bulk-moderate, never for guests.
const BulkSelectionHost = lazy(() =>
  import("../../src/client/bulk/BulkSelectionHost").then((m) => ({ default: m.BulkSelectionHost })),
);

export default function DiscussionsWidget(props: DiscussionsWidgetHydrated) {
  // Guests never moderate: no permission record is asked for them (nor in previews without a session).
  const { isGuest } = useSession();
  return isGuest ? <DiscussionsList {...props} selectable={false} /> : <ModeratableDiscussions {...props} />;
}

function ModeratableDiscussions(props: DiscussionsWidgetHydrated) {
  const selectable = useCanBulkModerate();
  return (
    <>
      <DiscussionsList {...props} selectable={selectable} />
      {selectable ? (
        <Suspense fallback={<PendingMarker />}>
          <BulkSelectionHost />
        </Suspense>
      ) : null}
    </>
  );
}

function DiscussionsList(props: DiscussionsWidgetHydrated & { selectable: boolean }) {
  const { paging } = props;
  return (
    <HomeWidgetContainer
      title={props.titleType === "none" ? "" : props.title}
      subtitle={props.subtitle}
      description={props.descriptionType === "none" ? "" : props.description}
      containerOptions={props.containerOptions}
    >
      <DiscussionItems {...props} />
      {props.isAsset && paging ? (
        <Pager page={paging.page} limit={paging.limit} total={paging.total} className="mt-6 justify-center" />
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
  images,
}: DiscussionsWidgetHydrated & { selectable: boolean }) {
  if (discussions.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-border px-4 py-8 text-center text-sm text-fg-muted">
        {EMPTY_MESSAGE}
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
      label={title || "Discussions"}
      itemKey={(discussion) => discussion.discussionID}
      renderItem={(discussion, variant) =>
        variant === "tile" ? (
          <DiscussionCard
            discussion={discussion}
            options={discussionOptions}
            image={images?.[discussion.discussionID]}
          />
        ) : variant === "link" ? (
          <DiscussionLink discussion={discussion} />
        ) : (
          <DiscussionRow
            discussion={discussion}
            options={discussionOptions}
            selectable={selectable}
            image={images?.[discussion.discussionID]}
          />
        )
      }
    />
  );
}
