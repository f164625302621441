// A comment's inline forms and who may reply: closing the reply composer or the edit form hands focus back to where
// the reader was (Reply, the new comment, the comment's options) instead of dropping it on <body>; on a closed
// discussion Reply shows only for those who may close discussions (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/permissions.md#category-permissions: discussions.close or discussions.moderate); a comment without
// an author shows by 'Deleted User'.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users";
import { SessionProvider } from "../../src/layout/session";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { Permissions } from "../../src/types/generated/api/permissions";
import type { PostAssetCommentThreadHydrated } from "../../src/types/generated/widgets/hydrated/post-comment-thread";
import type { PostAssetCommentThreadProps } from "../../src/types/generated/widgets/post-comment-thread";
import { type CurrentLocation, CurrentLocationProvider } from "../../src/ui/location";
import CommentThreadAsset from "../../widgets/post-comment-thread/CommentThreadAsset";
import { makeComment, makeCurrentUser, makeDiscussion } from "../factories";
import { makePermissionsRecord } from "../factories/permission-records";
import { preparedProps } from "./widget-props";

const discussion = makeDiscussion({ discussionID: 7, categoryID: 3, name: "Sync stops after upgrade" });
const first = makeComment(discussion, 100, { body: "<p>First</p>" });
const reply = makeComment(discussion, 900, { body: "<p>My reply</p>", parentCommentID: 100, depth: 2 });
const edited = { ...first, body: "<p>First, edited</p>" };

beforeEach(() => {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.split("?")[0] ?? url;
    const answer =
      method === "POST" && path === "/api/v2/comments"
        ? reply
        : method === "PATCH" && path === "/api/v2/comments/100"
          ? edited
          : method === "GET" && path === "/api/v2/comments/100/edit"
            ? { recordType: "comment", recordID: 100, body: "First", format: "markdown" }
            : method === "GET"
              ? []
              : null;
    return answer === null
      ? new Response(null, { status: 204 })
      : new Response(JSON.stringify(answer), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function record(names: string[]): Permissions {
  return {
    isAdmin: false,
    permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }],
    junctions: { category: [] },
    junctionAliases: { category: {} },
  };
}

function renderThread(
  permissions: Permissions,
  thread: Discussion = discussion,
  comments: Comment[] = [first],
  location: CurrentLocation = { pathname: "/discussion/7/sync-stops-after-upgrade", search: "" },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, permissions);
  const props: PostAssetCommentThreadHydrated = {
    ...preparedProps<PostAssetCommentThreadProps>("react.asset.postCommentThread", {}),
    discussion: thread,
    comments,
    paging: { page: 1, limit: 30, total: comments.length },
    threadStyle: "nested",
    sort: "dateInserted",
    defaultSort: "dateInserted",
    maxDepth: 5,
    collapseChildDepth: 3,
  };
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser({ userID: 5, name: "moderator" })}>
        <MemoryRouter>
          <CurrentLocationProvider location={location}>
            <CommentThreadAsset {...props} />
          </CurrentLocationProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

function firstComment(): HTMLElement {
  const article = document.getElementById("Comment_100");
  if (!article) throw new Error("no comment");
  return article;
}

describe("focus after a comment's inline forms", () => {
  it("returns focus to Reply when the reply is cancelled", async () => {
    const user = userEvent.setup();
    renderThread(makePermissionsRecord("moderator"));
    const replyButton = within(firstComment()).getByRole("button", { name: "Reply" });
    await user.click(replyButton);
    await user.click(await within(firstComment()).findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(within(firstComment()).queryByRole("button", { name: "Cancel" })).toBeNull());
    expect(document.activeElement).toBe(replyButton);
  });

  it("moves focus to the new comment once the reply is posted", async () => {
    const user = userEvent.setup();
    renderThread(makePermissionsRecord("moderator"));
    await user.click(within(firstComment()).getByRole("button", { name: "Reply" }));
    await user.type(await within(firstComment()).findByRole("textbox"), "My reply");
    await user.click(within(firstComment()).getByRole("button", { name: "Post Comment" }));
    const posted = await screen.findByText("My reply");
    await waitFor(() => expect(document.activeElement).toBe(posted.closest("article")));
  });

  it("returns focus to the comment's options when an edit is cancelled or saved", async () => {
    const user = userEvent.setup();
    renderThread(makePermissionsRecord("moderator"));
    const options = within(firstComment()).getByRole("button", { name: "Comment options" });
    await user.click(options);
    await user.click(await screen.findByRole("menuitem", { name: /^Edit/ }));
    await user.click(await within(firstComment()).findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByLabelText("Edit comment")).toBeNull());
    expect(document.activeElement).toBe(
      within(firstComment()).getByRole("button", { name: "Comment options" }),
    );

    await user.click(within(firstComment()).getByRole("button", { name: "Comment options" }));
    await user.click(await screen.findByRole("menuitem", { name: /^Edit/ }));
    await waitFor(() =>
      expect((screen.getByLabelText("Edit comment") as HTMLTextAreaElement).value).toBe("First"),
    );
    await user.click(within(firstComment()).getByRole("button", { name: "Save" }));
    await screen.findByText("First, edited");
    expect(document.activeElement).toBe(
      within(firstComment()).getByRole("button", { name: "Comment options" }),
    );
  });
});

describe("Reply on a closed discussion", () => {
  const closed = { ...discussion, closed: true };

  it("shows for discussions.moderate or discussions.close, not for comments.add alone", () => {
    renderThread(record(["comments.add", "discussions.moderate"]), closed);
    expect(within(firstComment()).queryByRole("button", { name: "Reply" })).not.toBeNull();
    cleanup();
    renderThread(record(["comments.add", "discussions.close"]), closed);
    expect(within(firstComment()).queryByRole("button", { name: "Reply" })).not.toBeNull();
    cleanup();
    renderThread(record(["comments.add", "discussions.closeOwn"]), closed);
    expect(within(firstComment()).queryByRole("button", { name: "Reply" })).toBeNull();
  });
});

describe("a comment without an author", () => {
  it("shows by 'Deleted User', with no profile link", () => {
    const { insertUser: _gone, ...orphan } = first;
    renderThread(makePermissionsRecord("member"), discussion, [orphan]);
    expect(firstComment().getAttribute("aria-label")).toBe("Comment by Deleted User");
    expect(within(firstComment()).getByText("Deleted User").closest("a")).toBeNull();
  });
});

describe("'Navigate to Draft' for a reply draft", () => {
  it("opens that comment's reply composer when its permalink asks with ?reply=1, and only there", () => {
    renderThread(makePermissionsRecord("moderator"), discussion, [first], {
      pathname: "/discussion/comment/100",
      search: "?reply=1",
    });
    expect(within(firstComment()).getByRole("button", { name: "Reply" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    expect(within(firstComment()).getByRole("textbox")).not.toBeNull();
    cleanup();
    renderThread(makePermissionsRecord("moderator"), discussion, [first], {
      pathname: "/discussion/comment/100",
      search: "",
    });
    expect(within(firstComment()).queryByRole("textbox")).toBeNull();
  });
});
