// Discussions (layout-format §4.1 "Posts" and the discussionList page asset): a list (default), grid, carousel or
// links, in a widget container; the page asset adds a numbered pager.

import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import { Carousel } from "../../src/ui/Carousel";
import { gridColumns } from "../../src/ui/grid";
import { Pager } from "../../src/ui/Pager";
import { WidgetContainer } from "../../src/ui/WidgetContainer";
import { DiscussionCard, DiscussionLink, DiscussionRow } from "./DiscussionItems";

const EMPTY_MESSAGE = "No discussions were found.";

export default function DiscussionsWidget(props: DiscussionsWidgetHydrated) {
  const { paging } = props;
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : props.title}
      subtitle={props.subtitle}
      description={props.descriptionType === "none" ? "" : props.description}
      containerOptions={props.containerOptions}
    >
      <DiscussionItems {...props} />
      {props.isAsset && paging ? (
        <Pager page={paging.page} limit={paging.limit} total={paging.total} className="mt-6 justify-center" />
      ) : null}
    </WidgetContainer>
  );
}

function DiscussionItems({
  discussions,
  discussionOptions,
  containerOptions,
  title,
}: DiscussionsWidgetHydrated) {
  if (discussions.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-border px-4 py-8 text-center text-sm text-fg-muted">
        {EMPTY_MESSAGE}
      </p>
    );
  }
  const columns = Math.min(Math.max(containerOptions?.maxColumnCount ?? 3, 1), 5);
  switch (containerOptions?.displayType ?? "list") {
    case "grid":
      return (
        <ul className="grid gap-4" style={{ gridTemplateColumns: gridColumns(columns) }}>
          {discussions.map((discussion) => (
            <li key={discussion.discussionID}>
              <DiscussionCard discussion={discussion} options={discussionOptions} />
            </li>
          ))}
        </ul>
      );
    case "carousel":
      return (
        <Carousel label={title || "Discussions"} columns={columns}>
          {discussions.map((discussion) => (
            <DiscussionCard
              key={discussion.discussionID}
              discussion={discussion}
              options={discussionOptions}
            />
          ))}
        </Carousel>
      );
    case "link":
      return (
        <ul className="divide-y divide-border">
          {discussions.map((discussion) => (
            <li key={discussion.discussionID}>
              <DiscussionLink discussion={discussion} />
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <ul className="divide-y divide-border">
          {discussions.map((discussion) => (
            <li key={discussion.discussionID}>
              <DiscussionRow discussion={discussion} options={discussionOptions} />
            </li>
          ))}
        </ul>
      );
  }
}
