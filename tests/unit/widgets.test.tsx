// Widget components render their hydrated props by the spec's rules (metas, pager, safe links); Custom HTML has
// widgets-html.test.tsx.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import { CurrentLocationProvider } from "../../src/ui/location";
import { Pager } from "../../src/ui/Pager";
import DiscussionsWidget from "../../widgets/discussions/DiscussionsWidget";
import QuickLinks from "../../widgets/quick-links/QuickLinks";
import { makeDiscussion, makeTag, makeUser } from "../factories";

afterEach(cleanup);

const allMetas = {
  category: true,
  startedByUser: true,
  lastUser: true,
  lastCommentDate: true,
  viewCount: true,
  commentCount: true,
  score: true,
  userTags: true,
  unreadCount: true,
};

function discussionsProps(overrides: Partial<DiscussionsWidgetHydrated> = {}): DiscussionsWidgetHydrated {
  return {
    titleType: "static",
    title: "Recent Discussions",
    subtitle: "",
    descriptionType: "none",
    description: "",
    apiParams: {
      filter: "none",
      includeChildCategories: true,
      followed: false,
      featuredImage: false,
      sort: "-dateLastComment",
      slotType: "a",
      limit: 10,
    },
    discussionOptions: { excerpt: { display: true }, metas: { asIcons: false, display: allMetas } },
    isAsset: false,
    discussions: [],
    paging: { page: 1, limit: 10, total: 0 },
    ...overrides,
  };
}

describe("DiscussionsWidget", () => {
  it("shows the empty state", () => {
    render(<DiscussionsWidget {...discussionsProps()} />);
    expect(screen.getByText("No discussions were found.")).toBeTruthy();
  });

  it("hides zero view and comment counts and the last user when there are no comments", () => {
    const discussion = makeDiscussion({
      countViews: 0,
      countComments: 0,
      lastUser: makeUser({ name: "Latecomer" }),
    });
    render(<DiscussionsWidget {...discussionsProps({ discussions: [discussion] })} />);
    const item = screen.getByRole("article");
    expect(within(item).queryByText(/views?$/)).toBeNull();
    expect(within(item).queryByText(/comments?$/)).toBeNull();
    expect(within(item).queryByText("Latecomer")).toBeNull();
  });

  it("shows counts, the last user, the announcement badge and at most three user tags", () => {
    const userTags = ["one", "two", "three", "four"].map((name) => makeTag({ name, type: "User" }));
    const discussion = makeDiscussion({
      countViews: 1500,
      countComments: 1,
      pinned: true,
      lastUser: makeUser({ name: "Latecomer" }),
      tags: userTags,
    });
    render(<DiscussionsWidget {...discussionsProps({ discussions: [discussion] })} />);
    const item = screen.getByRole("article");
    expect(within(item).getByRole("link", { name: discussion.name })).toBeTruthy();
    expect(within(item).getByText("1.5k views")).toBeTruthy();
    expect(within(item).getByText("1 comment")).toBeTruthy();
    expect(within(item).getByText("Latecomer")).toBeTruthy();
    expect(within(item).getByText("Announcement")).toBeTruthy();
    expect(within(item).getByText("three")).toBeTruthy();
    expect(within(item).queryByText("four")).toBeNull();
  });

  it("adds a pager to the page asset", () => {
    const discussions = [makeDiscussion()];
    render(
      <CurrentLocationProvider location={{ pathname: "/discussions", search: "?sort=-score" }}>
        <DiscussionsWidget
          {...discussionsProps({ isAsset: true, discussions, paging: { page: 1, limit: 10, total: 35 } })}
        />
      </CurrentLocationProvider>,
    );
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("link", { name: /next/i }).getAttribute("href")).toBe(
      "/discussions?sort=-score&page=2",
    );
    expect(within(pager).queryByRole("link", { name: /previous/i })).toBeNull();
  });
});

describe("Pager", () => {
  it("marks the current page and disables Next on the last page", () => {
    render(
      <CurrentLocationProvider location={{ pathname: "/discussions", search: "" }}>
        <Pager page={4} limit={10} total={40} />
      </CurrentLocationProvider>,
    );
    expect(screen.getByRole("link", { name: "Page 4" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("link", { name: /next/i })).toBeNull();
    expect(screen.getByRole("link", { name: /previous/i }).getAttribute("href")).toBe("/discussions?page=3");
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pager page={1} limit={10} total={7} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("QuickLinks", () => {
  it("makes unsafe links safe, skips hidden ones and opens external ones in a new tab", () => {
    render(
      <QuickLinks
        titleType="static"
        title="Get Started"
        subtitle=""
        descriptionType="none"
        description=""
        links={[
          { name: "Evil", url: "javascript:alert(1)", isHidden: false },
          { name: "Hidden", url: "/hidden", isHidden: true },
          { name: "Docs", url: "https://example.com/docs", isHidden: false },
        ]}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Get Started" });
    expect(within(nav).getByRole("link", { name: "Evil" }).getAttribute("href")).toBe("/");
    expect(within(nav).queryByText("Hidden")).toBeNull();
    const docs = within(nav).getByRole("link", { name: /Docs/ });
    expect(docs.getAttribute("target")).toBe("_blank");
    expect(docs.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
