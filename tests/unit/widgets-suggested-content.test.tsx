// Suggested Content: which categories are suggested, how posts are merged and trimmed, the two-part widget, and
// the posts' meta line (discussionOptions.metas, shared with the post lists).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DiscussionsWidgetProps } from "../../src/types/generated/widgets/discussions";
import type { SuggestedContentWidgetHydrated } from "../../src/types/generated/widgets/hydrated/suggested-content";
import type { SuggestedContentWidgetProps } from "../../src/types/generated/widgets/suggested-content";
import SuggestedContentWidget from "../../widgets/suggested-content/SuggestedContentWidget";
import {
  metaExpand,
  mostRecent,
  suggestedCategories,
  trimExcerpt,
  withMetaFields,
} from "../../widgets/suggested-content/suggestions";
import { makeCategory, makeCategoryList, makeDiscussion, makeTag, makeUser } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

type Metas = SuggestedContentWidgetProps["discussionOptions"]["metas"];

/** The metas as a document that leaves them out gets them. */
function defaultMetas(): Metas {
  return preparedProps<SuggestedContentWidgetProps>("react.suggestedcontent").discussionOptions.metas;
}

describe("suggestion helpers", () => {
  it("suggests the most followed discussion categories not followed yet", () => {
    const categories = [
      makeCategory({ categoryID: 1, countFollowers: 50, displayAs: "discussions" }),
      makeCategory({ categoryID: 2, countFollowers: 900, displayAs: "discussions" }),
      makeCategory({ categoryID: 3, countFollowers: 800, displayAs: "discussions" }),
      makeCategory({ categoryID: 4, countFollowers: 999, displayAs: "heading" }),
    ];
    expect(suggestedCategories(categories, new Set([2]), 5).map((c) => c.categoryID)).toEqual([3, 1]);
    expect(suggestedCategories(categories, new Set(), 1).map((c) => c.categoryID)).toEqual([2]);
  });

  it("trims excerpts at a word with an ellipsis, and 0 means none", () => {
    expect(trimExcerpt("short", 200)).toBe("short");
    expect(trimExcerpt("one two three four five", 12)).toBe("one two…");
    expect(trimExcerpt("anything", 0)).toBe("");
  });

  it("merges lists into the most recently active discussions, each once", () => {
    const a = makeDiscussion({ discussionID: 1, dateLastComment: "2026-10-01T00:00:00Z" });
    const b = makeDiscussion({ discussionID: 2, dateLastComment: "2026-10-03T00:00:00Z" });
    const c = makeDiscussion({ discussionID: 3, dateLastComment: "2026-10-02T00:00:00Z" });
    expect(
      mostRecent(
        [
          [a, b],
          [b, c],
        ],
        2,
      ).map((d) => d.discussionID),
    ).toEqual([2, 3]);
  });
});

function props(overrides: Partial<SuggestedContentWidgetHydrated> = {}): SuggestedContentWidgetHydrated {
  return {
    titleType: "static",
    title: "Discover",
    subtitle: "",
    descriptionType: "none",
    description: "",
    suggestedFollows: { enabled: true, title: "Suggested Follows", subtitle: "", limit: 3 },
    suggestedContent: {
      enabled: true,
      title: "Suggested Content",
      subtitle: "",
      limit: 3,
      excerptLength: 200,
      featuredImage: false,
    },
    discussionOptions: { metas: defaultMetas() },
    categories: suggestedCategories(makeCategoryList(), new Set(), 3),
    discussions: [makeDiscussion({ discussionID: 5, name: "Migrating from phpBB" })],
    ...overrides,
  };
}

describe("SuggestedContentWidget", () => {
  it("shows both parts under their headings, with links", async () => {
    const { container } = render(<SuggestedContentWidget {...props()} />);
    const region = screen.getByRole("region", { name: "Discover" });
    expect(within(region).getByRole("heading", { name: "Suggested Follows" })).toBeTruthy();
    expect(within(region).getByRole("heading", { name: "Suggested Content" })).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Migrating from phpBB" }).getAttribute("href")).toBe(
      "/discussion/5/migrating-from-phpbb",
    );
    expect(within(region).getAllByText(/followers?/)).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leaves out an empty part, and renders nothing when both are empty", () => {
    const { container, rerender } = render(<SuggestedContentWidget {...props({ categories: [] })} />);
    expect(screen.queryByRole("heading", { name: "Suggested Follows" })).toBeNull();
    rerender(<SuggestedContentWidget {...props({ categories: [], discussions: [] })} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("Suggested Content metas", () => {
  it("takes discussionOptions.metas with the post lists' definition and defaults", () => {
    const posts = preparedProps<DiscussionsWidgetProps>("react.discussion.discussions");
    expect(defaultMetas()).toEqual(posts.discussionOptions.metas);
    const custom = preparedProps<SuggestedContentWidgetProps>("react.suggestedcontent", {
      discussionOptions: { metas: { asIcons: true, display: { score: false } } },
    }).discussionOptions.metas;
    expect(custom.asIcons).toBe(true);
    expect(custom.display).toEqual({ ...defaultMetas().display, score: false });
  });

  it("expands only the users, category and tags the metas show", () => {
    expect(metaExpand(defaultMetas())).toEqual(["insertUser", "lastUser", "category", "tags", "-body"]);
    const some = {
      ...defaultMetas(),
      display: { ...defaultMetas().display, startedByUser: false, userTags: false },
    };
    expect(metaExpand(some)).toEqual(["lastUser", "category", "-body"]);
    const cut = withMetaFields(makeDiscussion({ discussionID: 8 }), some);
    expect(cut.insertUser).toBeUndefined();
    expect(cut.tags).toBeUndefined();
    expect(cut.body).toBeUndefined();
    expect(cut.category?.name).toBeTruthy();
  });

  const post = () =>
    makeDiscussion({
      discussionID: 9,
      name: "Backups that restore",
      insertUser: makeUser({ name: "Ada" }),
      lastUser: makeUser({ name: "Grace" }),
      countViews: 1500,
      countComments: 3,
      score: 12,
      tags: [makeTag({ name: "Moderator", type: "User" })],
    });

  function renderPost(metas: Metas) {
    const base = { ...props(), categories: [], discussions: [post()], discussionOptions: { metas } };
    render(<SuggestedContentWidget {...base} />);
    return screen.getByRole("article");
  }

  it("shows each post's meta line as the post lists do", async () => {
    const article = renderPost(defaultMetas());
    expect(within(article).getByText("Started by")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "Ada" })).toBeTruthy();
    expect(within(article).getByText("1.5k views")).toBeTruthy();
    expect(within(article).getByText("3 comments")).toBeTruthy();
    expect(within(article).getByRole("link", { name: "Grace" })).toBeTruthy();
    expect(within(article).getByText("Moderator")).toBeTruthy();
    expect(await axeViolations(article)).toEqual([]);
  });

  it("leaves out the metas turned off, and draws counts as icons", () => {
    const display = { ...defaultMetas().display, startedByUser: false, lastUser: false, userTags: false };
    const article = renderPost({ asIcons: true, display });
    expect(within(article).queryByText("Started by")).toBeNull();
    expect(within(article).queryByRole("link", { name: "Grace" })).toBeNull();
    expect(within(article).queryByText("Moderator")).toBeNull();
    expect(within(article).getByTitle("1,500 views")).toBeTruthy();
  });
});
