// Suggested Content: which categories are suggested, how posts are merged and trimmed, and the two-part widget.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SuggestedContentWidgetHydrated } from "../../src/types/generated/widgets/hydrated/suggested-content";
import SuggestedContentWidget from "../../widgets/suggested-content/SuggestedContentWidget";
import { mostRecent, suggestedCategories, trimExcerpt } from "../../widgets/suggested-content/suggestions";
import { makeCategory, makeCategoryList, makeDiscussion } from "../factories";
import { axeViolations } from "./widget-axe";

afterEach(cleanup);

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

describe("SuggestedContentWidget", () => {
  const props = (
    overrides: Partial<SuggestedContentWidgetHydrated> = {},
  ): SuggestedContentWidgetHydrated => ({
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
    categories: suggestedCategories(makeCategoryList(), new Set(), 3),
    discussions: [makeDiscussion({ discussionID: 5, name: "Migrating from phpBB" })],
    ...overrides,
  });

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
