// The bar under a comment (its own endpoints, Copy Link to Comment) and the moderators' reactions log, whose
// delete only removes and moves the bar's count and score with it.
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { EngagementBar } from "../../../src/client/engagement/EngagementBar";
import {
  ReactionControlsChunk,
  ReactionsLogChunk,
} from "../../../src/client/engagement/reaction-controls-chunk";
import { shareEffects } from "../../../src/client/engagement/share-link";
import type { Comment } from "../../../src/types/generated/api/comment";
import { toastStore } from "../../../src/ui/toast-store";
import { makeDiscussion, makeReactionLog, makeReactions, resetFactories } from "../../factories";
import { MODERATOR_PERMISSIONS, renderWithViewer, stubApi } from "./support";

// The reaction controls are a chunk of their own (loaded while the addon is on): loaded ahead, as a post page does.
beforeAll(() => Promise.all([ReactionControlsChunk.preload(), ReactionsLogChunk.preload()]));

beforeEach(() => {
  resetFactories();
  globalThis.__QUORUM_NOW__ = "2026-11-01T12:00:00Z";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.getState().clearToasts();
});

const discussion = makeDiscussion({ discussionID: 42, categoryID: 3, closed: false });
const reactions = makeReactions({ Like: 2 });
const comment: Comment = {
  commentID: 901,
  discussionID: 42,
  categoryID: 3,
  parentCommentID: null,
  depth: 1,
  body: "<p>Agreed.</p>",
  insertUserID: 9,
  dateInserted: "2026-11-01T09:00:00Z",
  dateUpdated: null,
  score: 2,
  url: "/discussion/comment/901#Comment_901",
  reactions,
};

it("reacts to a comment through the comment's endpoint and copies the comment's link", async () => {
  const user = userEvent.setup();
  vi.spyOn(shareEffects, "usesNativeShare").mockReturnValue(false);
  const copy = vi.spyOn(shareEffects, "copy").mockResolvedValue(undefined);
  const server = stubApi(() => ({ status: 200, body: [] }), true);
  renderWithViewer(
    <MemoryRouter>
      <EngagementBar recordType="comment" comment={comment} discussion={discussion} />
    </MemoryRouter>,
  );
  const bar = screen.getByRole("group", { name: "Comment reactions" });
  // A comment has no bookmark.
  expect(within(bar).queryByRole("button", { name: "Bookmark" })).toBeNull();
  await user.click(within(bar).getByRole("button", { name: "Vote Up" }));
  await vi.waitFor(() => expect(screen.getByTestId("points").textContent).toBe("3 points"));
  expect(server.calls[0]).toMatchObject({
    url: "/api/v2/comments/901/reactions",
    body: { reactionType: "Up" },
  });
  await user.click(within(bar).getByRole("button", { name: "Share" }));
  await user.click(screen.getByRole("menuitem", { name: "Copy Link to Comment" }));
  expect(copy).toHaveBeenCalledWith(
    `${window.location.origin}/discussion/comment/901?utm_source=community-share#Comment_901`,
  );
});

it("the log lists who reacted; Remove reaction only removes, and the bar follows", async () => {
  const user = userEvent.setup();
  const log = makeReactionLog(reactions, "Like", 2);
  const server = stubApi(
    (call) => (call.method === "DELETE" ? { status: 204 } : { status: 200, body: log }),
    true,
  );
  renderWithViewer(
    <MemoryRouter>
      <EngagementBar recordType="comment" comment={comment} discussion={discussion} />
    </MemoryRouter>,
    { permissions: MODERATOR_PERMISSIONS },
  );
  await user.click(screen.getByRole("button", { name: "View Reactions Log" }));
  const dialog = screen.getByRole("dialog", { name: "Reactions Log" });
  const first = log[0];
  if (!first) throw new Error("no log");
  const remove = await within(dialog).findByRole("button", { name: `Remove reaction of ${first.user.name}` });
  await user.click(remove);
  await vi.waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(1));
  expect(server.calls.find((call) => call.method === "DELETE")?.url).toBe(
    `/api/v2/comments/901/reactions/${first.userID}`,
  );
  // Nothing was posted: the log never toggles.
  expect(server.calls.some((call) => call.method === "POST")).toBe(false);
  await act(async () => undefined);
  await user.keyboard("{Escape}");
  expect(screen.getByTestId("points").textContent).toBe("1 points");
  expect(screen.getByRole("button", { name: /^Like \d+$/ }).textContent).toContain("1");
});
