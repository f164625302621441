// What the comment thread and answer thread widgets hydrate: the page's discussion and one page of its thread, read
// with the URL's sort (?sort=) or the widget's own, the URL's page (/p{page}), or — for a permalink
// (/discussion/comment/{id}, page "lookupSort") — the page holding the comment, which is then highlighted.
import type { Comment } from "../../../types/generated/api/comment";
import type { Discussion } from "../../../types/generated/api/discussion";
import type { LayoutContext } from "../../layouts/context";
import { getDiscussion } from "../discussions";
import type { Paging } from "../paging";
import { loadCommentThread } from "./load-thread";
import { isThreadSort, type ThreadSort } from "./sorts";

export interface ThreadWidgetParams {
  sort?: ThreadSort | undefined;
  maxDepth?: number | undefined;
  collapseChildDepth?: number | undefined;
  limit?: number | undefined;
}

export interface ThreadPage {
  discussion: Discussion;
  comments: Comment[];
  paging: Paging;
  threadStyle: "flat" | "nested";
  sort: ThreadSort;
  defaultSort: ThreadSort;
  maxDepth: number;
  collapseChildDepth: number;
  highlightCommentID?: number;
}

/** The expands a post page's discussion carries (the original post and the thread share the shape). */
// reactions: the engagement bar under the original post shows the votes and reactions (src/client/engagement).
export const POST_PAGE_DISCUSSION_EXPANDS = ["insertUser", "category", "tags", "reactions"] as const;

export async function loadThreadPage(
  apiParams: ThreadWidgetParams,
  context: LayoutContext,
): Promise<ThreadPage | null> {
  const discussionID = Number(context.params.discussionID);
  if (!Number.isInteger(discussionID) || discussionID < 1) return null;
  const discussion = await getDiscussion(context.services, discussionID, {
    expand: [...POST_PAGE_DISCUSSION_EXPANDS],
    excerpt: false,
  });
  if (!discussion) return null;
  const defaultSort = apiParams.sort ?? "dateInserted";
  const sort = isThreadSort(context.params.sort) ? context.params.sort : defaultSort;
  const commentID = Number(context.params.commentID);
  const permalink = Number.isInteger(commentID) && commentID > 0 ? commentID : undefined;
  // Post pages carry page as a number or "lookupSort" (the "post" param set of schemas/layout/view-types.json),
  // wider than LayoutParams says.
  const rawPage: unknown = context.params.page;
  const lookup = permalink !== undefined && (rawPage === "lookupSort" || rawPage === undefined);
  const thread = await loadCommentThread(context.services, {
    discussionID,
    sort,
    page: typeof rawPage === "number" ? rawPage : 1,
    limit: apiParams.limit,
    maxDepth: apiParams.maxDepth,
    commentID: lookup ? permalink : undefined,
    expand: ["insertUser"],
  });
  const page: ThreadPage = {
    discussion,
    comments: thread.comments,
    paging: thread.paging,
    threadStyle: thread.maxDepth === 1 ? "flat" : "nested",
    sort,
    defaultSort,
    maxDepth: thread.maxDepth,
    collapseChildDepth: apiParams.collapseChildDepth ?? 3,
  };
  if (permalink !== undefined) page.highlightCommentID = permalink;
  return page;
}
