// What a post page's hydrated layout already holds for its head: the original post's discussion (with its body)
// and the comment thread's page (comments, page number, accepted answers). Reading them here saves querying the
// same rows twice; a layout without those widgets (a custom one) leaves the loader to ask the services.
import type { Comment } from "../../../types/generated/api/comment";
import type { Discussion } from "../../../types/generated/api/discussion";
import type { HydratedNode } from "../../../types/generated/layout/hydrated-layout";

export interface PostPageData {
  discussion?: Discussion | undefined;
  comments?: Comment[] | undefined;
  /** The thread page shown (a comment permalink shows the page holding the comment). */
  page?: number | undefined;
  acceptedAnswers?: Comment[] | undefined;
}

type Props = Record<string, unknown>;

const isObject = (value: unknown): value is Props =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isNode(value: unknown): value is HydratedNode {
  return isObject(value) && typeof value.$reactComponent === "string" && isObject(value.$reactProps);
}

/** Every node of a hydrated tree: nodes nest in their props, directly, in arrays or in region objects. */
export function layoutNodes(value: unknown, depth = 0): HydratedNode[] {
  if (depth > 40) return [];
  if (Array.isArray(value)) return value.flatMap((item) => layoutNodes(item, depth + 1));
  if (!isObject(value)) return [];
  if (isNode(value)) {
    const inner = Object.values(value.$reactProps).flatMap((prop) => layoutNodes(prop, depth + 1));
    return [value, ...inner];
  }
  // A plain object may hold regions ({ main: [nodes] }); records in props (a discussion) hold none.
  return Object.values(value).flatMap((item) =>
    Array.isArray(item) || isObject(item) ? layoutNodes(item, depth + 1) : [],
  );
}

function discussionOf(props: Props, discussionID?: number): Discussion | undefined {
  const discussion = props.discussion;
  if (!isObject(discussion) || typeof discussion.discussionID !== "number") return undefined;
  if (discussionID !== undefined && discussion.discussionID !== discussionID) return undefined;
  return discussion as unknown as Discussion;
}

const commentsOf = (value: unknown): Comment[] | undefined =>
  Array.isArray(value) ? (value as Comment[]) : undefined;

/** The post data the page's widgets carry, for the given discussion (or the page's one when not known yet). */
export function postPageData(nodes: readonly HydratedNode[], discussionID?: number): PostPageData {
  const data: PostPageData = {};
  for (const node of nodes) {
    const props = node.$reactProps as Props;
    const discussion = discussionOf(props, discussionID ?? data.discussion?.discussionID);
    if (!discussion) continue;
    if (typeof discussion.body === "string" && !data.discussion) data.discussion = discussion;
    const comments = commentsOf(props.comments);
    if (comments && !data.comments) {
      data.comments = comments;
      const paging = props.paging;
      if (isObject(paging) && typeof paging.page === "number") data.page = paging.page;
    }
    const accepted = commentsOf(props.acceptedAnswers);
    if (accepted && !data.acceptedAnswers) data.acceptedAnswers = accepted;
  }
  return data;
}
