// The plain (non-layout) pages the server renders, each with the data its render needs set beforehand, the way a
// server render prefetches it: the plain discussion list, category list and category, a discussion and a comment
// link (their custom layout flags off), sign-in, register, and the error screens.
import type { QueryClient } from "@tanstack/react-query";
import { categoriesQuery, categoryQuery, flatCategoriesQuery } from "../../src/client/api/categories";
import { commentQuery, discussionCommentsQuery } from "../../src/client/api/comments";
import {
  type DiscussionListQuery,
  discussionQuery,
  discussionsQuery,
} from "../../src/client/api/discussions";
import { registrationFormQuery } from "../../src/client/api/registration-form";
import type { QuorumState } from "../../src/client/state";
import type { FeatureFlags } from "../../src/lib/layout-routes";
import {
  makeCategory,
  makeCategoryList,
  makeCategoryTree,
  makeComment,
  makeDiscussion,
  makeDiscussions,
} from "../factories";
import { searchPageCase } from "./search-render-case";
import { htmlText } from "./server-render";

export interface PlainPageCase {
  name: string;
  url: string;
  viewer?: "guest" | "member";
  flags?: FeatureFlags;
  state?: Partial<QuorumState>;
  /** Sets the query data the page reads, as the server's prefetch would. */
  prepare?(queryClient: QueryClient): void;
  /** Query key families the page starts without waiting for them (none for a whole page). */
  loadsLater?: string[];
  /** Text the server HTML must show. */
  expectText: string[];
}

const PLAIN: FeatureFlags = { discussionList: false, categoryList: false, post: false, createPost: false };

function setList(queryClient: QueryClient, query: DiscussionListQuery, count: number) {
  const discussions = makeDiscussions(count);
  queryClient.setQueryData(discussionsQuery(query).queryKey, discussions);
  return discussions;
}

export function plainPageCases(): PlainPageCase[] {
  const discussions = makeDiscussions(5);
  const discussion = makeDiscussion({ discussionID: 3 });
  const comments = [4, 5, 6].map((commentID) => makeComment(discussion, commentID));
  const linked = makeComment(discussion, 40);
  const category = makeCategory({ categoryID: 4 });
  const categorySlug = new URL(category.url, "http://quorum.test").pathname.split("/").pop() ?? "";
  const setDiscussion = (queryClient: QueryClient) => {
    queryClient.setQueryData(discussionQuery(3, "insertUser,body").queryKey, discussion);
    queryClient.setQueryData(discussionCommentsQuery({ discussionID: 3, limit: 30 }).queryKey, comments);
  };
  return [
    {
      name: "plain discussion list",
      url: "/discussions",
      flags: PLAIN,
      prepare: (queryClient) =>
        queryClient.setQueryData(discussionsQuery([["limit", 30]]).queryKey, discussions),
      expectText: ["Recent Posts", ...discussions.map((item) => item.name)],
    },
    {
      name: "plain category list",
      url: "/categories",
      flags: PLAIN,
      prepare: (queryClient) =>
        queryClient.setQueryData(
          categoriesQuery({ maxDepth: 3 }).queryKey,
          makeCategoryTree({ maxDepth: 3 }),
        ),
      expectText: ["Categories", ...makeCategoryTree({ maxDepth: 1 }).map((item) => item.name)],
    },
    {
      name: "plain category",
      url: `/categories/${categorySlug}`,
      flags: PLAIN,
      prepare: (queryClient) => {
        queryClient.setQueryData(categoryQuery(categorySlug).queryKey, category);
        setList(
          queryClient,
          [
            ["categoryID", category.categoryID],
            ["limit", 30],
          ],
          3,
        );
      },
      expectText: [category.name, ...makeDiscussions(3).map((item) => item.name)],
    },
    {
      name: "plain discussion",
      url: discussion.url,
      flags: PLAIN,
      prepare: setDiscussion,
      expectText: [
        discussion.name,
        "Comments",
        ...comments.map((comment) => htmlText(comment.body).slice(0, 20)),
      ],
    },
    {
      name: "plain comment link",
      url: `/discussion/comment/${linked.commentID}`,
      flags: PLAIN,
      prepare: (queryClient) => {
        queryClient.setQueryData(commentQuery(linked.commentID).queryKey, linked);
        setDiscussion(queryClient);
      },
      expectText: [discussion.name, "Linked comment"],
    },
    {
      name: "plain new post form (member)",
      url: "/post/discussion",
      viewer: "member",
      flags: PLAIN,
      prepare: (queryClient) => queryClient.setQueryData(flatCategoriesQuery().queryKey, makeCategoryList()),
      expectText: ["New Post"],
    },
    searchPageCase(),
    { name: "sign-in page", url: "/entry/signin", expectText: ["Sign In"] },
    {
      name: "register page",
      url: "/entry/register",
      // The form's "shown at" token and captcha (GET /users/registration-form), fetched by the server's render.
      prepare: (queryClient) =>
        queryClient.setQueryData(registrationFormQuery().queryKey, { formToken: "t", captcha: null }),
      expectText: ["Register"],
    },
    {
      name: "not found screen",
      url: "/no/such/page",
      expectText: ["The page you were looking for could not be found."],
    },
    {
      name: "server error screen",
      url: "/",
      state: { status: 500 },
      // The layout page asks for its layout before seeing that the server already answered with an error.
      loadsLater: ["layout"],
      expectText: ["There was an error", "Please try again later."],
    },
  ];
}
