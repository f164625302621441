// The engagement bar: optimistic reactions and votes that revert with a toast when the server refuses
// (docs/reference/ui-behaviour.md#optimistic-updates), the vote toggle rules and points label
// (docs/reference/ui-behaviour.md#optimistic-updates), the tooltip of who reacted (up to 5, +N, names only with
// reactions.view), keyboard use, bookmark, share and the reports tag.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKMARK_FAILURE } from "../../../src/client/engagement/BookmarkButton";
import { EngagementBar } from "../../../src/client/engagement/EngagementBar";
import {
  ReactionControlsChunk,
  ReactionsLogChunk,
} from "../../../src/client/engagement/reaction-controls-chunk";
import { shareEffects } from "../../../src/client/engagement/share-link";
import type { Discussion } from "../../../src/types/generated/api/discussion";
import { toastStore } from "../../../src/ui/toast-store";
import { makeDiscussion, makeReactionLog, makeReactions, resetFactories } from "../../factories";
import { axeViolations } from "../widget-axe";
import { MODERATOR_PERMISSIONS, renderWithViewer, stubApi } from "./support";

// The reaction controls are a chunk of their own (loaded while the addon is on): loaded ahead, as a post page does.
beforeAll(() => Promise.all([ReactionControlsChunk.preload(), ReactionsLogChunk.preload()]));

beforeEach(() => resetFactories());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.getState().clearToasts();
});

const toasts = () => toastStore.getState().toasts.map((toast) => `${toast.preset}: ${toast.body}`);

function discussion(overrides: Partial<Discussion> = {}): Discussion {
  return makeDiscussion({
    discussionID: 42,
    categoryID: 3,
    insertUserID: 7,
    score: 5,
    closed: false,
    bookmarked: false,
    reactions: makeReactions({ Like: 2, Up: 4 }),
    ...overrides,
  });
}

const points = () => screen.getByTestId("points").textContent;
const reactionButton = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name} \\d+$`) });

describe("reactions", () => {
  it("adds a reaction at once, then takes the server's counts", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 200, body: [{ tagID: 7, count: 9 }] }));
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />);
    const like = reactionButton("Like");
    expect(like.getAttribute("aria-pressed")).toBe("false");
    await user.click(like);
    // Optimistic: pressed, counted and scored before the server answers.
    expect(like.getAttribute("aria-pressed")).toBe("true");
    expect(like.textContent).toContain("3");
    expect(points()).toBe("6 points");
    expect(server.calls[0]).toMatchObject({
      url: "/api/v2/discussions/42/reactions",
      method: "POST",
      body: { reactionType: "Like" },
    });
    await act(async () => server.release());
    await vi.waitFor(() => expect(reactionButton("Like").textContent).toContain("9"));
    expect(reactionButton("Like").getAttribute("aria-pressed")).toBe("true");
    expect(points()).toBe("6 points");
  });

  it("reverts the reaction and the score and raises an error toast when the call fails", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({
      status: 403,
      body: {
        message: "Permission Problem",
        description: "You don't have permission to do that.",
        status: 403,
      },
    }));
    renderWithViewer(
      <EngagementBar
        recordType="discussion"
        discussion={discussion({ reactions: makeReactions({ Like: 2 }, "Like"), score: 5 })}
      />,
    );
    // Taking back one's Like: the count and score drop at once…
    await user.click(reactionButton("Like"));
    expect(reactionButton("Like").getAttribute("aria-pressed")).toBe("false");
    expect(points()).toBe("4 points");
    await act(async () => server.release());
    // …and come back when the server refuses.
    await vi.waitFor(() => expect(points()).toBe("5 points"));
    expect(reactionButton("Like").getAttribute("aria-pressed")).toBe("true");
    expect(reactionButton("Like").textContent).toContain("2");
    expect(toasts()).toEqual(["error: You don't have permission to do that."]);
  });

  it("switches from one reaction to another, moving the score by both values", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 200, body: [] }));
    renderWithViewer(
      <EngagementBar
        recordType="discussion"
        discussion={discussion({ reactions: makeReactions({ Like: 1 }, "Like"), score: 1 })}
      />,
    );
    await user.click(reactionButton("Disagree"));
    expect(points()).toBe("-1 points");
    expect(reactionButton("Like").getAttribute("aria-pressed")).toBe("false");
    expect(reactionButton("Disagree").getAttribute("aria-pressed")).toBe("true");
    server.release();
  });

  it("shows only the classes the viewer may add, and none to guests or on a closed thread", async () => {
    stubApi(() => ({ status: 200, body: [] }), true);
    const { unmount } = renderWithViewer(
      <EngagementBar recordType="discussion" discussion={discussion()} />,
      {
        permissions: ["session.valid", "comments.add", "reactions.positive.add"],
      },
    );
    expect(reactionButton("Like")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Disagree/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^LOL/ })).toBeNull();
    // Promote needs curation.manage as well.
    expect(screen.queryByRole("button", { name: /^Promote/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Vote Up" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Vote Down" })).toBeNull();
    unmount();

    const closed = renderWithViewer(
      <EngagementBar recordType="discussion" discussion={discussion({ closed: true })} />,
    );
    expect(screen.queryByRole("list", { name: "Reactions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Vote Up" })).toBeNull();
    expect(points()).toBe("5 points");
    closed.unmount();

    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />, {
      user: { ...(await import("../../factories/users")).makeGuest() },
    });
    expect(screen.queryByRole("list", { name: "Reactions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Bookmark" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    expect(points()).toBe("5 points");
  });
});

describe("votes", () => {
  it("toggle: the same way again removes, the other way switches", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 200, body: [] }), true);
    renderWithViewer(
      <EngagementBar
        recordType="discussion"
        discussion={discussion({ score: 0, reactions: makeReactions() })}
      />,
    );
    expect(points()).toBe("0 point");
    const up = screen.getByRole("button", { name: "Vote Up" });
    const down = screen.getByRole("button", { name: "Vote Down" });

    await user.click(up);
    await vi.waitFor(() => expect(up.getAttribute("aria-disabled")).toBeNull());
    expect(points()).toBe("1 points");
    expect(up.getAttribute("aria-pressed")).toBe("true");

    await user.click(down);
    await vi.waitFor(() => expect(down.getAttribute("aria-disabled")).toBeNull());
    expect(points()).toBe("-1 points");
    expect(up.getAttribute("aria-pressed")).toBe("false");
    expect(down.getAttribute("aria-pressed")).toBe("true");

    await user.click(down);
    await vi.waitFor(() => expect(down.getAttribute("aria-disabled")).toBeNull());
    expect(points()).toBe("0 point");
    expect(down.getAttribute("aria-pressed")).toBe("false");
    expect(server.calls.map((call) => call.body)).toEqual([
      { reactionType: "Up" },
      { reactionType: "Down" },
      { reactionType: "Down" },
    ]);
  });

  it("a failed vote reverts and leaves a persistent toast with the error's description", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({
      status: 500,
      body: { message: "Oops", description: "The vote was not saved.", status: 500 },
    }));
    renderWithViewer(
      <EngagementBar
        recordType="discussion"
        discussion={discussion({ score: 3, reactions: makeReactions() })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Vote Down" }));
    expect(points()).toBe("2 points");
    await act(async () => server.release());
    await vi.waitFor(() => expect(points()).toBe("3 points"));
    const [toast] = toastStore.getState().toasts;
    expect(toast).toMatchObject({ body: "The vote was not saved.", preset: "error", persistent: true });
  });

  it("ignores clicks while a vote is saving, so a revert never undoes a later one", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 200, body: [] }));
    renderWithViewer(
      <EngagementBar
        recordType="discussion"
        discussion={discussion({ score: 0, reactions: makeReactions() })}
      />,
    );
    const up = screen.getByRole("button", { name: "Vote Up" });
    await user.click(up);
    expect(up.getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Vote Down" }));
    expect(server.calls).toHaveLength(1);
    expect(points()).toBe("1 points");
    await act(async () => server.release());
  });

  it("works from the keyboard", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 200, body: [] }), true);
    renderWithViewer(
      <EngagementBar
        recordType="discussion"
        discussion={discussion({ score: 0, reactions: makeReactions() })}
      />,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Vote Up" }));
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(points()).toBe("1 points"));
    await user.tab();
    await user.tab();
    // Tab order: Vote Up, Vote Down, then the reactions (Promote is not the member's to add).
    expect(document.activeElement?.getAttribute("data-urlcode")).toBe("Insightful");
    await user.keyboard(" ");
    await vi.waitFor(() => expect(reactionButton("Insightful").getAttribute("aria-pressed")).toBe("true"));
    expect(server.calls.map((call) => call.body)).toEqual([
      { reactionType: "Up" },
      { reactionType: "Insightful" },
    ]);
  });
});

describe("the tooltip", () => {
  it("fetches who reacted on first hover and lists five of them with +N", async () => {
    const reactions = makeReactions({ Like: 8 });
    const log = makeReactionLog(reactions, "Like", 8);
    const server = stubApi(() => ({ status: 200, body: log }), true);
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion({ reactions })} />, {
      permissions: MODERATOR_PERMISSIONS,
    });
    expect(server.calls).toEqual([]);
    const like = reactionButton("Like");
    fireEvent.mouseEnter(like);
    await vi.waitFor(() =>
      expect(server.calls.map((call) => call.url)).toEqual(["/api/v2/discussions/42/reactions?limit=100"]),
    );
    const tooltip = document.getElementById(
      String(like.getAttribute("aria-describedby")).split(" ").pop() ?? "",
    );
    if (!tooltip) throw new Error("no tooltip");
    await vi.waitFor(() => expect(within(tooltip).getAllByRole("listitem")).toHaveLength(6));
    const items = within(tooltip)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items.slice(0, 5)).toEqual(log.slice(0, 5).map((entry) => entry.user.name));
    expect(items[5]).toBe("+3");
    // Hovering again asks nothing more.
    fireEvent.mouseLeave(like);
    fireEvent.mouseEnter(like);
    expect(server.calls).toHaveLength(1);
  });

  it("lists up to five plainly, says 'No Reactions Yet' at zero, and shows no names without reactions.view", async () => {
    const reactions = makeReactions({ Like: 3 });
    const server = stubApi(() => ({ status: 200, body: makeReactionLog(reactions, "Like", 3) }), true);
    const first = renderWithViewer(
      <EngagementBar recordType="discussion" discussion={discussion({ reactions })} />,
      {
        permissions: MODERATOR_PERMISSIONS,
      },
    );
    const like = reactionButton("Like");
    fireEvent.focus(like);
    await vi.waitFor(() =>
      expect(
        screen.getAllByRole("tooltip", { hidden: true }).some((tip) => tip.textContent?.includes("+")),
      ).toBe(false),
    );
    await vi.waitFor(() => {
      const tip = document.getElementById(
        String(like.getAttribute("aria-describedby")).split(" ").pop() ?? "",
      );
      expect(tip?.querySelectorAll("li")).toHaveLength(3);
      expect(tip?.querySelector("[data-stacked]")).toBeNull();
    });
    const insightful = reactionButton("Insightful");
    fireEvent.focus(insightful);
    const tip = document.getElementById(
      String(insightful.getAttribute("aria-describedby")).split(" ").pop() ?? "",
    );
    expect(tip?.textContent).toBe("InsightfulNo Reactions Yet");
    first.unmount();
    server.calls.length = 0;

    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion({ reactions })} />);
    const memberLike = reactionButton("Like");
    fireEvent.mouseEnter(memberLike);
    const memberTip = document.getElementById(
      String(memberLike.getAttribute("aria-describedby")).split(" ").pop() ?? "",
    );
    expect(memberTip?.textContent).toBe("Like3 reactions");
    expect(server.calls).toEqual([]);
  });
});

describe("bookmark", () => {
  it("is applied at once, shows 'bookmarking' while saving, and reverts with the toast on failure", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 500, body: { message: "Boom", status: 500 } }));
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />);
    const bookmark = screen.getByRole("button", { name: "Bookmark" });
    expect(bookmark.getAttribute("data-state")).toBe("normal");
    await user.click(bookmark);
    expect(bookmark.getAttribute("aria-pressed")).toBe("true");
    expect(bookmark.getAttribute("data-state")).toBe("bookmarking");
    expect(server.calls[0]).toMatchObject({
      url: "/api/v2/discussions/42/bookmark",
      method: "PUT",
      body: { bookmarked: true },
    });
    await act(async () => server.release());
    await vi.waitFor(() => expect(bookmark.getAttribute("aria-pressed")).toBe("false"));
    expect(bookmark.getAttribute("data-state")).toBe("normal");
    expect(toasts()).toEqual([`error: ${BOOKMARK_FAILURE}`]);
  });

  it("ends bookmarked when the server agrees", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 200, body: { bookmarked: true } }));
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />);
    const bookmark = screen.getByRole("button", { name: "Bookmark" });
    await user.click(bookmark);
    await act(async () => server.release());
    await vi.waitFor(() => expect(bookmark.getAttribute("data-state")).toBe("bookmarked"));
  });
});

describe("share, report and the reports tag", () => {
  it("copies the link with utm_source=community-share", async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 200, body: [] }), true);
    const copy = vi.spyOn(shareEffects, "copy").mockResolvedValue(undefined);
    vi.spyOn(shareEffects, "usesNativeShare").mockReturnValue(false);
    renderWithViewer(
      <EngagementBar recordType="discussion" discussion={discussion({ url: "/discussion/42/hello" })} />,
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    const link = `${window.location.origin}/discussion/42/hello?utm_source=community-share`;
    expect(screen.getByRole("menuitem", { name: "Share In Message" }).getAttribute("href")).toBe(
      `/messages/add?content=${encodeURIComponent(link)}`,
    );
    expect(screen.getByRole("menuitem", { name: "Email Link" })).toBeTruthy();
    await user.click(screen.getByRole("menuitem", { name: "Copy Link" }));
    expect(copy).toHaveBeenCalledWith(
      `${window.location.origin}/discussion/42/hello?utm_source=community-share`,
    );
    await vi.waitFor(() => expect(toasts()).toEqual(["success: Link copied to clipboard"]));
  });

  it("uses the native share sheet where the platform prefers it", async () => {
    const user = userEvent.setup();
    stubApi(() => ({ status: 200, body: [] }), true);
    vi.spyOn(shareEffects, "usesNativeShare").mockReturnValue(true);
    const share = vi.spyOn(shareEffects, "nativeShare").mockResolvedValue(undefined);
    renderWithViewer(
      <EngagementBar
        recordType="discussion"
        discussion={discussion({ name: "Hello", url: "/discussion/42/hello" })}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({
      title: "Hello",
      url: `${window.location.origin}/discussion/42/hello?utm_source=community-share`,
    });
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("reports a post through the dialog", async () => {
    const user = userEvent.setup();
    const server = stubApi(() => ({ status: 201, body: {} }), true);
    renderWithViewer(<EngagementBar recordType="discussion" discussion={discussion()} />);
    await user.click(screen.getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this discussion" });
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    expect(within(dialog).getByRole("alert").textContent).toContain("Choose why");
    await user.click(within(dialog).getByRole("radio", { name: /Spam/ }));
    await user.type(within(dialog).getByRole("textbox"), "Selling watches");
    await user.click(within(dialog).getByRole("button", { name: "Send Report" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls.at(-1)).toMatchObject({
      url: "/api/v2/reports",
      method: "POST",
      body: { recordType: "discussion", recordID: 42, reason: "spam", noteBody: "Selling watches" },
    });
    expect(toasts()).toEqual(["success: Thanks. Your report has been sent to the moderators."]);
  });

  it("shows moderators the reports tag linking to the queue in a new tab, only when reported", async () => {
    stubApi(() => ({ status: 200, body: [] }), true);
    const { container, unmount } = renderWithViewer(
      <EngagementBar recordType="discussion" discussion={discussion({ reportMeta: { countReports: 2 } })} />,
      { permissions: MODERATOR_PERMISSIONS },
    );
    const tag = screen.getByRole("link", { name: /2 Reports/ });
    expect(tag.getAttribute("href")).toBe(
      "/dashboard/content/reports?statuses=none&recordType=discussion&recordID=42",
    );
    expect(tag.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("button", { name: "View Reactions Log" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    renderWithViewer(
      <EngagementBar recordType="discussion" discussion={discussion({ reportMeta: { countReports: 0 } })} />,
      {
        permissions: MODERATOR_PERMISSIONS,
      },
    );
    expect(screen.queryByRole("link", { name: /Report/ })).toBeNull();
  });
});
