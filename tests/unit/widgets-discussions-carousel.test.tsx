// The Posts widget's carousel and link layouts (docs/reference/layout-widgets.md#widgets: grid, list, carousel,
// link): the carousel is a group announced as a carousel around a focusable, labelled list, with Previous / Next
// buttons that control it, are disabled at its ends and scroll instantly under reduced motion; the link layout shows
// titles only.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiscussionsWidgetHydrated } from "../../src/types/generated/widgets/hydrated/discussions";
import DiscussionsWidget from "../../widgets/discussions/DiscussionsWidget";
import { makeDiscussion } from "../factories";
import { axeViolations } from "./widget-axe";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const discussions = Array.from({ length: 5 }, (_, index) =>
  makeDiscussion({ discussionID: index + 1, name: `Popular post ${index + 1}` }),
);

function props(displayType: "carousel" | "link"): DiscussionsWidgetHydrated {
  return {
    titleType: "static",
    title: "Popular Posts",
    subtitle: "",
    descriptionType: "none",
    description: "",
    apiParams: {
      filter: "none",
      includeChildCategories: true,
      followed: false,
      featuredImage: false,
      sort: "-score",
      slotType: "a",
      limit: 8,
    },
    discussionOptions: {
      excerpt: { display: true },
      metas: {
        asIcons: false,
        display: {
          category: true,
          startedByUser: true,
          lastUser: true,
          lastCommentDate: true,
          viewCount: true,
          commentCount: true,
          score: true,
          userTags: true,
          unreadCount: true,
        },
      },
    },
    containerOptions: { displayType, maxColumnCount: 3, borderType: "none", headerAlignment: "left" },
    isAsset: false,
    discussions,
    paging: { page: 1, limit: 8, total: discussions.length },
  };
}

/** Gives the track a scroll geometry (jsdom lays nothing out) and tells the carousel it scrolled. */
function scrollTrack(track: HTMLElement, scrollLeft: number) {
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: 1500 });
  Object.defineProperty(track, "clientWidth", { configurable: true, value: 600 });
  track.scrollLeft = scrollLeft;
  act(() => {
    fireEvent.scroll(track);
  });
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })),
  );
}

describe("Posts widget as a carousel", () => {
  it("is a labelled carousel group around a focusable list of post cards, axe-clean", async () => {
    const { container } = render(<DiscussionsWidget {...props("carousel")} />);
    const group = screen.getByRole("group", { name: "Popular Posts" });
    expect(group.getAttribute("aria-roledescription")).toBe("carousel");
    const track = within(group).getByRole("list", { name: "Popular Posts" });
    expect(track.tabIndex).toBe(0);
    expect(within(track).getAllByRole("article")).toHaveLength(5);
    expect(within(track).getByRole("link", { name: "Popular post 3" })).toBeTruthy();
    for (const name of ["Previous", "Next"]) {
      const button = within(group).getByRole("button", { name });
      expect(button.getAttribute("aria-controls")).toBe(track.id);
      expect(button.getAttribute("type")).toBe("button");
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it("disables Previous at the start and Next at the end, and Next scrolls by most of a screen", () => {
    stubReducedMotion(false);
    render(<DiscussionsWidget {...props("carousel")} />);
    const track = screen.getByRole("list", { name: "Popular Posts" });
    const previous = screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as typeof track.scrollBy;

    scrollTrack(track, 0);
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 540, behavior: "smooth" });

    scrollTrack(track, 900);
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -540, behavior: "smooth" });
  });

  it("scrolls without animation for people who ask for reduced motion", () => {
    stubReducedMotion(true);
    render(<DiscussionsWidget {...props("carousel")} />);
    const track = screen.getByRole("list", { name: "Popular Posts" });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as typeof track.scrollBy;
    scrollTrack(track, 0);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 540, behavior: "auto" });
  });
});

describe("Posts widget as links", () => {
  it("lists each post's title as a link, without cards or metas", async () => {
    const { container } = render(<DiscussionsWidget {...props("link")} />);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryByRole("group")).toBeNull();
    const links = screen.getAllByRole("link").map((link) => link.textContent);
    for (const discussion of discussions) expect(links).toContain(discussion.name);
    expect(await axeViolations(container)).toEqual([]);
  });
});
