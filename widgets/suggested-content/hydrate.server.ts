// Server data for Suggested Content: categories to follow (signed-in viewers only: guests cannot follow) and
// posts: the latest from the categories the viewer follows, else the popular ones, expanded with what their meta
// line shows, all through the services with the viewer's permissions.
import type { LayoutContext } from "../../src/server/layouts/context";
import { listCategoriesPaged } from "../../src/server/services/categories";
import { followedCategoryIDs } from "../../src/server/services/category-follows";
import { isSignedIn, type ServiceContext } from "../../src/server/services/context";
import { listDiscussions } from "../../src/server/services/discussions";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { DiscussionListQuery } from "../../src/types/generated/api/discussion-list-query";
import type { SuggestedContentWidgetHydrated } from "../../src/types/generated/widgets/hydrated/suggested-content";
import type { SuggestedContentWidgetProps } from "../../src/types/generated/widgets/suggested-content";
import { metaExpand, mostRecent, suggestedCategories, trimExcerpt } from "./suggestions";

/** Followed categories read for posts; a viewer following more sees the most active of these. */
const MAX_FOLLOWED_LISTS = 10;

type PostQuery = Pick<DiscussionListQuery, "limit" | "expand">;

async function suggestedPosts(
  ctx: ServiceContext,
  followed: number[],
  list: PostQuery,
): Promise<Discussion[]> {
  const visible = followed
    .filter((id) => ctx.viewer.permissions.canViewCategory(id))
    .slice(0, MAX_FOLLOWED_LISTS);
  if (visible.length === 0) {
    return (await listDiscussions(ctx, { ...list, sort: "-hot" })).data;
  }
  const lists = await Promise.all(
    visible.map(async (categoryID) => {
      const query = { ...list, categoryID, includeChildCategories: true, sort: "-dateLastComment" as const };
      return (await listDiscussions(ctx, query)).data;
    }),
  );
  return mostRecent(lists, list.limit);
}

export async function hydrateSuggestedContent(
  props: SuggestedContentWidgetProps,
  context: LayoutContext,
): Promise<SuggestedContentWidgetHydrated | null> {
  const ctx = context.services;
  const follows = props.suggestedFollows;
  const content = props.suggestedContent;
  const signedIn = isSignedIn(ctx.viewer);
  const followed = signedIn ? await followedCategoryIDs(ctx, ctx.viewer.user.userID) : [];
  const [categories, discussions] = await Promise.all([
    follows.enabled && signedIn && follows.limit > 0
      ? listCategoriesPaged(ctx, { outputFormat: "flat", maxDepth: 10, limit: 500 }).then(({ data }) =>
          suggestedCategories(data, new Set(followed), follows.limit),
        )
      : [],
    content.enabled && content.limit > 0
      ? suggestedPosts(ctx, followed, {
          limit: content.limit,
          expand: metaExpand(props.discussionOptions.metas),
        })
      : [],
  ]);
  if (categories.length === 0 && discussions.length === 0) return null;
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    categories,
    discussions: discussions.map((discussion) => ({
      ...discussion,
      excerpt: trimExcerpt(discussion.excerpt, content.excerptLength),
    })),
  };
}
