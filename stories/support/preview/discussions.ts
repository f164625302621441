// Preview loaders for the widgets sharing DiscussionsWidget (announcements, questions) and for list panels with
// forced filters (tabs): the server's query semantics over a factory "database" in which some discussions are
// announcements and some are questions in each answer state.
import type { Discussion } from "../../../src/types/generated/api/discussion";
import type { DiscussionListQuery } from "../../../src/types/generated/api/discussion-list-query";
import type { DiscussionsAnnouncementsWidgetProps } from "../../../src/types/generated/widgets/announcements";
import type { DiscussionsWidgetProps } from "../../../src/types/generated/widgets/discussions";
import type { DiscussionsWidgetHydrated } from "../../../src/types/generated/widgets/hydrated/discussions";
import type { DiscussionsQuestionsWidgetProps } from "../../../src/types/generated/widgets/questions";
import { ANCHOR_TIME, categoryChain, makeDiscussions } from "../../../tests/factories";
import { asDiscussionsProps, questionFilters } from "../../../widgets/discussions/hydrate-variants.server";
import { contextualCategoryID, PREVIEW_DISCUSSION_COUNT, type PreviewContext } from "../preview-data";

/** Every fifth discussion is an announcement; every third a question (unanswered, answered, accepted in turn). */
function previewDiscussionPool(): Discussion[] {
  return makeDiscussions(PREVIEW_DISCUSSION_COUNT, (index) => {
    const overrides: Partial<Discussion> = {};
    if (index % 5 === 0) Object.assign(overrides, { pinned: true, pinLocation: "recent" });
    if (index % 3 === 1)
      Object.assign(overrides, { type: "question", statusID: (((index / 3) | 0) % 3) + 1 });
    return overrides;
  });
}

const hotness = (d: Discussion) =>
  (d.score + d.countComments + 1) / (ANCHOR_TIME - Date.parse(d.dateInserted) + 7_200_000);

const SORTS: Record<string, (a: Discussion, b: Discussion) => number> = {
  "-dateLastComment": (a, b) => b.dateLastComment.localeCompare(a.dateLastComment),
  "-dateInserted": (a, b) => b.dateInserted.localeCompare(a.dateInserted),
  dateInserted: (a, b) => a.dateInserted.localeCompare(b.dateInserted),
  "-score": (a, b) => b.score - a.score || b.discussionID - a.discussionID,
  "-hot": (a, b) => hotness(b) - hotness(a),
};

function matches(
  props: DiscussionsWidgetProps,
  context: PreviewContext,
  filters: Partial<DiscussionListQuery>,
) {
  const api = props.apiParams;
  const pinned = filters.pinned ?? api.pinned;
  const type = filters.type ?? api.type;
  // As the server's loader: filter "category" means the widget's category, else the page's.
  const categoryID =
    api.filter === "category" ? (api.categoryID ?? contextualCategoryID(context)) : undefined;
  return (d: Discussion) =>
    (pinned === undefined || d.pinned === pinned) &&
    (type === undefined || d.type === type) &&
    (filters.statusID === undefined || d.statusID === filters.statusID) &&
    (categoryID === undefined || categoryChain(d.categoryID).some((c) => c.categoryID === categoryID));
}

/** previewDiscussions with the forced filters of the server's loadDiscussionsWidget. */
export async function previewDiscussionsWith(
  props: DiscussionsWidgetProps,
  context: PreviewContext,
  filters: Partial<DiscussionListQuery> = {},
): Promise<DiscussionsWidgetHydrated> {
  const api = props.apiParams;
  const pool = previewDiscussionPool().filter(matches(props, context, filters));
  const sorted = [...pool].sort(SORTS[api.sort] ?? SORTS["-dateLastComment"]);
  const discussions = sorted.slice(0, api.limit).map(({ body: _body, ...discussion }) => ({
    ...discussion,
    excerpt: props.discussionOptions.excerpt.display ? discussion.excerpt : "",
  }));
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    discussions,
    paging: { page: 1, limit: api.limit, total: pool.length },
  };
}

export function previewAnnouncements(
  props: DiscussionsAnnouncementsWidgetProps,
  context: PreviewContext,
): Promise<DiscussionsWidgetHydrated> {
  return previewDiscussionsWith(asDiscussionsProps(props, { pinned: true }), context, { pinned: true });
}

export function previewQuestions(
  props: DiscussionsQuestionsWidgetProps,
  context: PreviewContext,
): Promise<DiscussionsWidgetHydrated> {
  return previewDiscussionsWith(
    asDiscussionsProps(props, { type: "question" }),
    context,
    questionFilters(props.apiParams.status),
  );
}
