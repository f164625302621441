// The comment composer with fetch mocked: posting (POST /comments with parentCommentID for a reply, the draft deleted
// after), field errors and a 429 shown, the reply-elsewhere confirmation of docs/reference/ui-behaviour.md#drafts
// ('Discard Draft'), the 'Saved Draft Available.' toast, and quotes through the quorum:quote window event.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CommentComposer } from "../../../src/client/composer/CommentComposer";
import { QUOTE_EVENT } from "../../../src/client/composer/quote-event";
import { isReplyRequest, replyDraftUrl } from "../../../src/client/composer/reply-draft-link";
import { GUEST_USER, SessionProvider } from "../../../src/layout/session";
import type { Comment } from "../../../src/types/generated/api/comment";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import type { Draft } from "../../../src/types/generated/api/draft";
import { Toaster } from "../../../src/ui/Toaster";
import { toastStore } from "../../../src/ui/toast-store";
import { makeDiscussion } from "../../factories";
import { axeViolations } from "../widget-axe";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const discussion = makeDiscussion({ discussionID: 12 });
const parent = { commentID: 90, discussionID: 12, insertUser: { name: "alice" } } as unknown as Comment;

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];
let serverDrafts: Draft[] = [];
let commentReply: { status: number; body: unknown } = { status: 201, body: { commentID: 5 } };

beforeEach(() => {
  calls = [];
  serverDrafts = [];
  commentReply = { status: 201, body: { commentID: 5, body: "<p>x</p>" } };
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json", ...headers },
        });
      if (call.path === "/api/v2/drafts" && call.method === "GET") {
        return reply(200, serverDrafts, { "X-App-Page-Result-Count": String(serverDrafts.length) });
      }
      if (call.path === "/api/v2/comments") return reply(commentReply.status, commentReply.body);
      if (call.path === "/api/v2/drafts" && call.method === "POST") return reply(201, { draftID: 50 });
      if (call.path.startsWith("/api/v2/drafts/") && call.method === "PATCH")
        return reply(200, { draftID: 50 });
      if (call.method === "DELETE") return reply(204);
      return reply(404, { message: "Not found.", status: 404 });
    }),
  );
});
afterEach(async () => {
  cleanup();
  toastStore.getState().clearToasts();
  // Unmounting saves what is pending (use-draft.ts): let that request reach the mock before it goes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <SessionProvider user={MEMBER}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

const topBox = () => screen.getByPlaceholderText("Leave a comment (Markdown)");

describe("posting", () => {
  it("posts a reply with its parentCommentID and hands the comment over", async () => {
    const onPosted = vi.fn();
    render(wrap(<CommentComposer discussion={discussion} parentComment={parent} onPosted={onPosted} />));
    fireEvent.change(screen.getByPlaceholderText("Write a reply (Markdown)"), {
      target: { value: "Agreed!" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ commentID: 5 })));
    expect(calls.find((call) => call.path === "/api/v2/comments")?.body).toEqual({
      discussionID: 12,
      body: "Agreed!",
      format: "markdown",
      parentCommentID: 90,
    });
  });

  it("says what is wrong: an empty body, and a 429 with its wait", async () => {
    render(wrap(<CommentComposer discussion={discussion} onPosted={vi.fn()} />));
    fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
    expect(await screen.findByText("Write something before posting.")).toBeTruthy();
    commentReply = {
      status: 429,
      body: { message: "You are posting too quickly.", status: 429, description: "Please wait 5 seconds." },
    };
    fireEvent.change(topBox(), { target: { value: "Again" } });
    fireEvent.click(screen.getByRole("button", { name: "Post Comment" }));
    expect(await screen.findByText("You are posting too quickly.")).toBeTruthy();
    expect(screen.getByText("Please wait 5 seconds.")).toBeTruthy();
  });
});

describe("replying while a top-level draft is unposted", () => {
  it("asks before discarding it; confirming clears the draft and opens the reply", async () => {
    render(
      wrap(
        <>
          <CommentComposer discussion={discussion} onPosted={vi.fn()} />
          <div id="reply-slot" />
        </>,
      ),
    );
    fireEvent.change(topBox(), { target: { value: "My unposted thoughts" } });
    const onCancel = vi.fn();
    const reply = render(
      wrap(
        <CommentComposer
          discussion={discussion}
          parentComment={parent}
          onPosted={vi.fn()}
          onCancel={onCancel}
        />,
      ),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Discard Draft");
    expect(dialog.textContent).toContain(
      "You have an unposted draft, replying to this comment will discard your draft.",
    );
    expect(dialog.textContent).toContain("Are you sure you want to discard it?");
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Discard Draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((topBox() as HTMLTextAreaElement).value).toBe("");
    expect(screen.getByPlaceholderText("Write a reply (Markdown)")).toBeTruthy();
    expect(window.localStorage.getItem("quorum.draft:comment:/discussion/12")).toBeNull();
    reply.unmount();
  });

  it("keeps the draft when the member cancels", async () => {
    render(wrap(<CommentComposer discussion={discussion} onPosted={vi.fn()} />));
    fireEvent.change(topBox(), { target: { value: "Keep me" } });
    const onCancel = vi.fn();
    render(
      wrap(
        <CommentComposer
          discussion={discussion}
          parentComment={parent}
          onPosted={vi.fn()}
          onCancel={onCancel}
        />,
      ),
    );
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
    expect((topBox() as HTMLTextAreaElement).value).toBe("Keep me");
  });

  it("opens a reply at once when there is no draft", () => {
    render(wrap(<CommentComposer discussion={discussion} onPosted={vi.fn()} />));
    render(wrap(<CommentComposer discussion={discussion} parentComment={parent} onPosted={vi.fn()} />));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("drafts and quotes", () => {
  it("announces another saved draft of the discussion with a link to it", async () => {
    const stamp = "2026-11-20T10:00:00.000Z";
    serverDrafts = [
      {
        draftID: 3,
        recordType: "comment",
        recordID: null,
        parentRecordType: "discussion",
        parentRecordID: 12,
        insertUserID: 7,
        attributes: {
          body: "A reply I started",
          format: "markdown",
          lastSaved: stamp,
          draftMeta: { commentParentID: 90 },
        },
        draftStatus: "draft",
        dateScheduled: null,
        publishedSilently: false,
        error: null,
        dateInserted: stamp,
        dateUpdated: stamp,
        editUrl: "/discussion/12",
      },
    ];
    render(
      wrap(
        <>
          <CommentComposer discussion={discussion} onPosted={vi.fn()} />
          <Toaster />
        </>,
      ),
    );
    const notices = screen.getByRole("region", { name: "Notices" });
    expect(await within(notices).findByText("Saved Draft Available.")).toBeTruthy();
    // The reply draft's comment, its reply composer asked to open.
    expect(within(notices).getByRole("link", { name: "Navigate to Draft" }).getAttribute("href")).toBe(
      "/discussion/comment/90?reply=1#Comment_90",
    );
    expect(document.querySelector("form")?.textContent).not.toContain("Saved Draft Available.");
  });

  it("inserts a quote into the top-level composer", async () => {
    render(wrap(<CommentComposer discussion={discussion} onPosted={vi.fn()} />));
    fireEvent.change(topBox(), { target: { value: "Intro" } });
    act(() => {
      window.dispatchEvent(new CustomEvent(QUOTE_EVENT, { detail: { markdown: "> alice wrote:\n> hello" } }));
    });
    expect((topBox() as HTMLTextAreaElement).value).toBe("Intro\n\n> alice wrote:\n> hello\n\n");
  });
});

describe("the reply draft link", () => {
  it("asks the comment's permalink, and only that one, to open its reply", () => {
    const url = new URL(replyDraftUrl(90), "http://localhost");
    expect(isReplyRequest(url.pathname, url.search, 90)).toBe(true);
    expect(isReplyRequest(url.pathname, url.search, 91)).toBe(false);
    expect(isReplyRequest("/discussion/comment/90", "", 90)).toBe(false);
  });
});
