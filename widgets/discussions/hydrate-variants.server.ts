// Server data for the widgets that share the DiscussionsWidget component: Announcements (only pinned posts) and
// Questions (only questions, optionally by answer status). Both run the discussions loader with forced filters.
import type { LayoutContext } from "../../src/server/layouts/context";
import { loadDiscussionsWidget } from "../../src/server/services/discussion-list-widget";
import type { DiscussionListQuery } from "../../src/types/generated/api/discussion-list-query";
import type { DiscussionsAnnouncementsWidgetProps } from "../../src/types/generated/widgets/announcements";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import type { DiscussionsQuestionsWidgetProps } from "../../src/types/generated/widgets/questions";

type QuestionStatus = DiscussionsQuestionsWidgetProps["apiParams"]["status"];

/**
 * Q&A statusID (docs/reference/api-conventions.md#resources): 1 unanswered, 2 answered, 3 accepted; "all" does not
 * filter.
 */
const QUESTION_STATUS_IDS: Record<QuestionStatus, number | undefined> = {
  all: undefined,
  unanswered: 1,
  answered: 2,
  accepted: 3,
};

/** The props of a variant as the discussions widget's props (what its component renders). */
export function asDiscussionsProps(
  props: DiscussionsAnnouncementsWidgetProps | DiscussionsQuestionsWidgetProps,
  apiParams: Partial<DiscussionsWidgetProps["apiParams"]> = {},
): DiscussionsWidgetProps {
  const defaults = { status: undefined, slotType: "a" as const, followed: false, featuredImage: false };
  const { status: _status, ...api } = { ...defaults, ...props.apiParams };
  return { ...props, apiParams: { ...api, ...apiParams }, isAsset: false };
}

/** The filters a question widget forces on the list. */
export function questionFilters(status: QuestionStatus): Partial<DiscussionListQuery> {
  const statusID = QUESTION_STATUS_IDS[status];
  return statusID === undefined ? { type: "question" } : { type: "question", statusID };
}

export function hydrateAnnouncements(
  props: DiscussionsAnnouncementsWidgetProps,
  context: LayoutContext,
): Promise<DiscussionsWidgetHydrated> {
  return loadDiscussionsWidget(asDiscussionsProps(props, { pinned: true }), context, { pinned: true });
}

export function hydrateQuestions(
  props: DiscussionsQuestionsWidgetProps,
  context: LayoutContext,
): Promise<DiscussionsWidgetHydrated> {
  return loadDiscussionsWidget(
    asDiscussionsProps(props, { type: "question" }),
    context,
    questionFilters(props.apiParams.status),
  );
}
