// The notification and message pages through the whole client app (router, session, query cache) with fetch
// mocked: /notifications (list, bold names, mark all read), /messages (inbox), /messages/add/{name} (recipient
// filled, send, open the conversation) and /messages/{id} (messages, marks read, reply); guests get Sign In.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { Conversation } from "../../src/types/generated/api/conversation";
import type { ConversationMessage } from "../../src/types/generated/api/conversation-message";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Notification } from "../../src/types/generated/api/notification";
import { axeViolations } from "./widget-axe";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const ALICE = { userID: 9, name: "alice", photoUrl: "" };

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
let calls: Call[] = [];
const OWN_PATHS = /^\/api\/v2\/(notifications|conversations|users\/me-counts)(\/|$)/;

function mockApi(handler: (call: Call) => Reply | undefined) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      if (OWN_PATHS.test(call.path)) calls.push(call);
      const reply = handler(call) ?? { status: 404, body: { message: "Not found.", status: 404 } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json", ...reply.headers },
      });
    }),
  );
}

function renderAt(url: string, currentUser: CurrentUser = MEMBER) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

const inMain = async () => within(await screen.findByRole("main"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notification = (notificationID: number, read: boolean): Notification => ({
  notificationID,
  reason: "mention",
  headline: `alice mentioned you in Topic ${notificationID}`,
  url: `/discussion/${notificationID}/topic`,
  read,
  dateInserted: "2026-11-20T10:00:00.000Z",
  activityUser: ALICE,
});

describe("/notifications", () => {
  it("lists them with the name bold and marks all read on request", async () => {
    let items = [notification(2, false), notification(1, true)];
    mockApi((call) => {
      if (call.path === "/api/v2/notifications" && call.method === "GET") {
        return { status: 200, body: items, headers: { "X-App-Page-Result-Count": String(items.length) } };
      }
      if (call.path === "/api/v2/notifications" && call.method === "PATCH") {
        items = items.map((n) => ({ ...n, read: true }));
        return { status: 204 };
      }
      return undefined;
    });
    const { container } = renderAt("/notifications");
    const main = await inMain();
    expect(await main.findByRole("heading", { name: "Notifications" })).toBeTruthy();
    const list = await main.findByRole("list", { name: "Notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getAllByText("alice")[0]?.tagName).toBe("STRONG");
    expect(within(list).getByText("Unread")).toBeTruthy();
    // The title is set by an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.title).toBe("Notifications - Quorum"));
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(main.getByRole("button", { name: "Mark All Read" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      path: "/api/v2/notifications",
      body: { read: true },
    });
    await waitFor(() => expect(main.queryByText("Unread")).toBeNull());
    expect((main.getByRole("button", { name: "Mark All Read" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks a guest to sign in and calls nothing", async () => {
    mockApi(() => undefined);
    renderAt("/notifications", GUEST_USER);
    const main = await inMain();
    expect(await main.findByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith("/api/v2/notifications"))).toEqual([]);
  });
});

const conversation: Conversation = {
  conversationID: 4,
  insertUserID: 7,
  dateInserted: "2026-11-20T10:00:00.000Z",
  dateLastMessage: "2026-11-20T11:00:00.000Z",
  countMessages: 2,
  countUnread: 1,
  participants: [{ userID: 7, name: "member", photoUrl: "" }, ALICE],
  lastMessage: {
    messageID: 11,
    insertUserID: 9,
    excerpt: "See you there",
    dateInserted: "2026-11-20T11:00:00.000Z",
  },
};

const message = (messageID: number, author: typeof ALICE, body: string): ConversationMessage => ({
  messageID,
  conversationID: 4,
  body,
  format: "markdown",
  insertUserID: author.userID,
  insertUser: author,
  dateInserted: "2026-11-20T11:00:00.000Z",
});

describe("/messages", () => {
  it("shows the inbox: the other participant, the excerpt and the unread count", async () => {
    mockApi((call) =>
      call.path === "/api/v2/conversations" ? { status: 200, body: [conversation] } : undefined,
    );
    const { container } = renderAt("/messages");
    const main = await inMain();
    const link = await main.findByRole("link", { name: "alice" });
    expect(link.getAttribute("href")).toBe("/messages/4");
    expect(main.getByText("See you there")).toBeTruthy();
    expect(main.getByText("1 unread")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says so when conversations are turned off (404)", async () => {
    mockApi(() => undefined);
    renderAt("/messages");
    const main = await inMain();
    expect(await main.findByText("Private messages are turned off on this site.")).toBeTruthy();
  });
});

describe("/messages/add/{name}", () => {
  it("fills the recipient, refuses an empty message, sends, and opens the conversation", async () => {
    mockApi((call) => {
      if (call.path === "/api/v2/conversations/recipient") return { status: 200, body: ALICE };
      if (call.path === "/api/v2/conversations" && call.method === "POST")
        return { status: 201, body: conversation };
      if (call.path === "/api/v2/conversations/4")
        return { status: 200, body: { ...conversation, countUnread: 0 } };
      if (call.path === "/api/v2/conversations/4/messages") {
        return {
          status: 200,
          body: [message(10, { userID: 7, name: "member", photoUrl: "" }, "<p>Hi alice</p>")],
        };
      }
      return undefined;
    });
    renderAt("/messages/add/alice");
    const main = await inMain();
    expect(await main.findByText("alice", { selector: "strong" })).toBeTruthy();
    // The title bar's account box may call the API too (counts): look for the lookup, not at the first call.
    expect(calls.find((c) => c.path === "/api/v2/conversations/recipient")).toMatchObject({
      search: "?name=alice",
    });

    fireEvent.click(main.getByRole("button", { name: "Send Message" }));
    expect(await main.findByText("Write a message first.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.change(main.getByLabelText("Message"), { target: { value: "Hi alice" } });
    fireEvent.click(main.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(window.location.pathname).toBe("/messages/4"));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      participantUserIDs: [9],
      body: "Hi alice",
      format: "markdown",
    });
    expect(await screen.findByText("Hi alice", { selector: "p" })).toBeTruthy();
  });

  it("shows the reason when there is no such member", async () => {
    mockApi(() => undefined);
    renderAt("/messages/add/nobody");
    const main = await inMain();
    expect(await main.findByText("There is no member by that name.")).toBeTruthy();
  });

  it("shows the API's field errors under the box", async () => {
    mockApi((call) => {
      if (call.path === "/api/v2/conversations/recipient") return { status: 200, body: ALICE };
      if (call.method === "POST") {
        return {
          status: 400,
          body: {
            message: "body must contain some text.",
            status: 400,
            errors: { body: [{ field: "body", code: "empty", message: "body must contain some text." }] },
          },
        };
      }
      return undefined;
    });
    renderAt("/messages/add/alice");
    const main = await inMain();
    fireEvent.change(await main.findByLabelText("Message"), { target: { value: "<script></script>" } });
    fireEvent.click(main.getByRole("button", { name: "Send Message" }));
    expect(await main.findByText("body must contain some text.")).toBeTruthy();
    expect(main.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("/messages/{conversationID}", () => {
  it("shows the messages, marks the conversation read, and sends a reply", async () => {
    let messages = [message(10, ALICE, "<p>Coffee?</p>")];
    mockApi((call) => {
      if (call.path === "/api/v2/conversations/4") return { status: 200, body: conversation };
      if (call.path === "/api/v2/conversations/4/messages" && call.method === "GET") {
        return { status: 200, body: messages };
      }
      if (call.path === "/api/v2/conversations/4/messages" && call.method === "POST") {
        const sent = message(11, { userID: 7, name: "member", photoUrl: "" }, "<p>Sure</p>");
        messages = [...messages, sent];
        return { status: 201, body: sent };
      }
      if (call.path === "/api/v2/conversations/4/read") return { status: 204 };
      return undefined;
    });
    const { container } = renderAt("/messages/4");
    const main = await inMain();
    expect(await main.findByRole("heading", { name: "alice" })).toBeTruthy();
    expect(await main.findByText("Coffee?")).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.method === "PUT" && c.path === "/api/v2/conversations/4/read")).toBe(true),
    );
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(main.getByLabelText("Reply"), { target: { value: "Sure" } });
    fireEvent.click(main.getByRole("button", { name: "Send" }));
    expect(await main.findByText("Sure")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ body: "Sure", format: "markdown" });
    await waitFor(() => expect((main.getByLabelText("Reply") as HTMLTextAreaElement).value).toBe(""));
  });

  it("answers 'not found' for someone else's conversation", async () => {
    mockApi(() => undefined);
    renderAt("/messages/99");
    const main = await inMain();
    expect(await main.findByText("Conversation not found.")).toBeTruthy();
  });
});
