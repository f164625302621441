// The user card (docs/reference/ui-behaviour.md#user-card 'User card popup', docs/reference/errors.md#users texts):
// the state picked from the load, the Message rule, every state drawn (axe-clean), and the popup itself — gated by
// profiles.view, a flyout on wide screens and a modal on mobile, one open at a time, Escape closing it and returning
// focus, Message leading to /messages/add/{name}.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../src/client/api/errors";
import { UserCardContent } from "../../src/client/user-card/UserCardContent";
import { UserCardLink } from "../../src/client/user-card/UserCardLink";
import { UserCardProvider } from "../../src/client/user-card/user-card-settings";
import { canMessage, type UserCardState, userCardState } from "../../src/client/user-card/user-card-state";
import { DeviceProvider } from "../../src/layout/DeviceContext";
import { SessionProvider } from "../../src/layout/session";
import type { Permissions } from "../../src/types/generated/api/permissions";
import type { User } from "../../src/types/generated/api/user";
import { makeCurrentUser, makeProfile, makeRestrictedProfile } from "../factories";
import { axeViolations } from "./widget-axe";

const VIEWER = makeCurrentUser({ userID: 1, name: "viewer" });
const ADA = makeProfile({
  userID: 21,
  name: "ada",
  title: "Community Lead",
  countDiscussions: 12,
  countComments: 1500,
});
const GRACE = makeProfile({ userID: 22, name: "grace", title: null });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("userCardState", () => {
  it("is loading, full, restricted (private or banned), not found (404) or an error", () => {
    expect(userCardState({})).toEqual({ kind: "loading" });
    expect(userCardState({ user: ADA })).toEqual({ kind: "full", user: ADA });
    const hidden = makeRestrictedProfile({ name: "shy", private: true });
    expect(userCardState({ user: hidden })).toMatchObject({ kind: "restricted", reason: "private" });
    const banned = makeRestrictedProfile({ name: "gone", banned: 1, private: false });
    expect(userCardState({ user: banned })).toMatchObject({ kind: "restricted", reason: "banned" });
    // A private profile shown whole (its owner, staff) is the full card, labelled Private.
    expect(userCardState({ user: { ...ADA, private: true } }).kind).toBe("full");
    expect(userCardState({ error: new ApiError(404, { message: "User not found." }) })).toEqual({
      kind: "notFound",
    });
    expect(userCardState({ error: new ApiError(500, { message: "Boom" }) })).toEqual({ kind: "error" });
    expect(userCardState({ error: new TypeError("offline") })).toEqual({ kind: "error" });
  });
});

describe("canMessage", () => {
  const rule = { conversationsEnabled: true, canAddConversations: true, self: false };
  it("needs conversations on, conversations.add, a user who is not banned, and someone else", () => {
    expect(canMessage({ banned: 0 }, rule)).toBe(true);
    expect(canMessage({ banned: 0 }, { ...rule, conversationsEnabled: false })).toBe(false);
    expect(canMessage({ banned: 0 }, { ...rule, canAddConversations: false })).toBe(false);
    expect(canMessage({ banned: 1 }, rule)).toBe(false);
    expect(canMessage({ banned: 0 }, { ...rule, self: true })).toBe(false);
  });
});

function drawn(state: UserCardState, messageAllowed = false) {
  return render(
    <MemoryRouter>
      <div role="dialog" aria-label="User card">
        <UserCardContent
          state={state}
          name="ada"
          url="/profile/ada"
          messageAllowed={messageAllowed}
          loaderDelay={0}
        />
      </div>
    </MemoryRouter>,
  );
}

describe("UserCardContent: every state", () => {
  it("full: photo, name, title label, counts, Joined and Last Active, View Profile and Message", async () => {
    const { container } = drawn({ kind: "full", user: ADA }, true);
    const card = within(container);
    expect(card.getByText("ada")).toBeTruthy();
    expect(card.getByText("Community Lead")).toBeTruthy();
    // Each term with its value: counts compact (1,500 → 1.5k), dates relative to the frozen now.
    const terms = Object.fromEntries(
      card
        .getAllByRole("term")
        .map((term) => [term.textContent, term.parentElement?.querySelector("dd")?.textContent]),
    );
    expect(terms).toMatchObject({ Discussions: "12", Comments: "1.5k" });
    expect(card.getByText("Joined").nextElementSibling?.querySelector("time")).toBeTruthy();
    expect(card.getByText("Last Active").nextElementSibling?.querySelector("time")).toBeTruthy();
    expect(card.getByRole("link", { name: "View Profile" }).getAttribute("href")).toBe("/profile/ada");
    expect(card.getByRole("link", { name: "Message" }).getAttribute("href")).toBe("/messages/add/ada");
    expect(card.queryByText(/@/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("full, seen with personalInfo.view: the email; banned: 'Banned' replaces the title and no Message", async () => {
    const { container } = drawn({
      kind: "full",
      user: { ...ADA, email: "ada@example.com", banned: 1, labelHtml: "Banned" },
    });
    const card = within(container);
    expect(card.getByText("ada@example.com")).toBeTruthy();
    expect(card.getByText("Banned")).toBeTruthy();
    expect(card.queryByText("Community Lead")).toBeNull();
    expect(card.queryByRole("link", { name: "Message" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("restricted: private and banned texts, no counts or dates", async () => {
    const privateCard = drawn({
      kind: "restricted",
      user: makeRestrictedProfile({ name: "ada" }),
      reason: "private",
    });
    const card = within(privateCard.container);
    expect(card.getByText("This user's profile is private.")).toBeTruthy();
    expect(card.getByText("Private")).toBeTruthy();
    expect(card.queryByText("Joined")).toBeNull();
    expect(card.queryByText("Discussions")).toBeNull();
    expect(await axeViolations(privateCard.container)).toEqual([]);
    cleanup();
    const bannedCard = drawn({
      kind: "restricted",
      user: makeRestrictedProfile({ name: "ada", banned: 1, private: false }),
      reason: "banned",
    });
    expect(within(bannedCard.container).getByText("This user has been banned.")).toBeTruthy();
    expect(within(bannedCard.container).getByText("Banned")).toBeTruthy();
    expect(await axeViolations(bannedCard.container)).toEqual([]);
  });

  it("not found: the banned-style card with DELETED; any other failure: 'Failed to load user' with ERROR", async () => {
    const gone = drawn({ kind: "notFound" });
    const card = within(gone.container);
    expect(card.getByText("This user has been deleted.")).toBeTruthy();
    expect(card.getByText("DELETED")).toBeTruthy();
    expect(card.getByRole("img", { name: "Page Not Found" })).toBeTruthy();
    expect(await axeViolations(gone.container)).toEqual([]);
    cleanup();
    const failed = drawn({ kind: "error" });
    expect(within(failed.container).getByRole("alert").textContent).toContain("Failed to load user");
    expect(within(failed.container).getByText("ERROR")).toBeTruthy();
    expect(await axeViolations(failed.container)).toEqual([]);
  });

  it("loading: a status for screen readers", () => {
    const { container } = drawn({ kind: "loading" });
    expect(within(container).getByText("Loading ada")).toBeTruthy();
  });
});

// The popup through its real hooks, with fetch answering the permissions record and the users.

function grants(names: string[]): Permissions {
  return {
    isAdmin: false,
    permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }],
    junctions: { category: [] },
    junctionAliases: { category: {} },
  };
}

function stubApi(permissions: Permissions, users: Record<number, User | number>) {
  const requested: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      requested.push(url.pathname);
      const reply = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url.pathname === "/api/v2/users/$me/permissions") return reply(200, permissions);
      const match = /^\/api\/v2\/users\/(\d+)$/.exec(url.pathname);
      const user = match ? users[Number(match[1])] : undefined;
      if (typeof user === "object") return reply(200, user);
      if (typeof user === "number") return reply(user, { message: "Nope", status: user });
      return reply(404, { message: "Not found", status: 404 });
    }),
  );
  return requested;
}

function renderCards(
  children: ReactNode,
  options: { device?: "mobile" | "desktop"; provider?: boolean; conversationsEnabled?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const inner =
    options.provider === false ? (
      children
    ) : (
      <UserCardProvider conversationsEnabled={options.conversationsEnabled ?? true}>
        {children}
      </UserCardProvider>
    );
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={VIEWER}>
        <MemoryRouter>
          <DeviceProvider device={options.device ?? "desktop"}>{inner}</DeviceProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const names = (
  <p>
    By <UserCardLink user={ADA}>{ADA.name}</UserCardLink> and{" "}
    <UserCardLink user={GRACE}>{GRACE.name}</UserCardLink>
  </p>
);

describe("UserCardLink", () => {
  beforeEach(() => {
    globalThis.__QUORUM_NOW__ = "2026-11-01T12:00:00Z";
  });

  it("opens the card beside the name, with Message to /messages/add/{name}; Escape closes and returns focus", async () => {
    stubApi(grants(["profiles.view", "conversations.add"]), { [ADA.userID]: ADA });
    renderCards(names);
    const trigger = await screen.findByRole("button", { name: "ada" });
    expect(trigger.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(trigger);
    const card = await screen.findByRole("dialog", { name: "ada" });
    const message = await within(card).findByRole("link", { name: "Message" });
    expect(message.getAttribute("href")).toBe("/messages/add/ada");
    expect(within(card).getByText("Community Lead")).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.keyDown(message, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it("keeps one card open at a time", async () => {
    stubApi(grants(["profiles.view"]), { [ADA.userID]: ADA, [GRACE.userID]: GRACE });
    renderCards(names);
    fireEvent.click(await screen.findByRole("button", { name: "ada" }));
    expect(await screen.findByRole("dialog", { name: "ada" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "grace" }));
    expect(await screen.findByRole("dialog", { name: "grace" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "ada" })).toBeNull();
  });

  it("offers no Message without conversations.add or with conversations off", async () => {
    stubApi(grants(["profiles.view"]), { [ADA.userID]: ADA });
    renderCards(names);
    fireEvent.click(await screen.findByRole("button", { name: "ada" }));
    const card = await screen.findByRole("dialog", { name: "ada" });
    expect(await within(card).findByRole("link", { name: "View Profile" })).toBeTruthy();
    expect(within(card).queryByRole("link", { name: "Message" })).toBeNull();
    cleanup();
    stubApi(grants(["profiles.view", "conversations.add"]), { [ADA.userID]: ADA });
    renderCards(names, { conversationsEnabled: false });
    fireEvent.click(await screen.findByRole("button", { name: "ada" }));
    const off = await screen.findByRole("dialog", { name: "ada" });
    expect(await within(off).findByRole("link", { name: "View Profile" })).toBeTruthy();
    expect(within(off).queryByRole("link", { name: "Message" })).toBeNull();
  });

  it("shows the not-found card for a 404 and 'Failed to load user' for other failures", async () => {
    stubApi(grants(["profiles.view"]), { [ADA.userID]: 404, [GRACE.userID]: 500 });
    renderCards(names);
    fireEvent.click(await screen.findByRole("button", { name: "ada" }));
    expect(await screen.findByText("This user has been deleted.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "grace" }));
    expect(await screen.findByText("Failed to load user")).toBeTruthy();
  });

  it("opens as a modal on mobile, which returns focus when closed", async () => {
    stubApi(grants(["profiles.view", "conversations.add"]), { [ADA.userID]: ADA });
    renderCards(names, { device: "mobile" });
    const trigger = await screen.findByRole("button", { name: "ada" });
    trigger.focus();
    fireEvent.click(trigger);
    const modal = await screen.findByRole("dialog", { name: "ada" });
    expect(modal.getAttribute("aria-modal")).toBe("true");
    expect(await within(modal).findByRole("link", { name: "Message" })).toBeTruthy();
    fireEvent.keyDown(modal, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("stays a plain profile link without profiles.view, and without a provider asks nothing", async () => {
    const requested = stubApi(grants(["session.valid"]), { [ADA.userID]: ADA });
    renderCards(names);
    await waitFor(() => expect(requested).toContain("/api/v2/users/$me/permissions"));
    expect(screen.getByRole("link", { name: "ada" }).getAttribute("href")).toBe("/profile/ada");
    expect(screen.queryByRole("button", { name: "ada" })).toBeNull();
    cleanup();
    const none = stubApi(grants(["profiles.view"]), {});
    renderCards(names, { provider: false });
    expect(screen.getByRole("link", { name: "grace" }).getAttribute("href")).toBe("/profile/grace");
    expect(none).toEqual([]);
  });
});
