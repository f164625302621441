// The notification preference pages through the whole client app (router, session, query cache) with fetch mocked:
// /profile/followed-content (the followed categories, each with its preferences), /profile/preferences/notifications
// (drawn from the schema; the Email column and digest follow the page state's site.emails) and /unsubscribe/{token}.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/client/App";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER } from "../../../src/layout/session";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import {
  makeFollowedCategory,
  makeNotificationPreferences,
  makePreferencesSchema,
  makeUnsubscribe,
} from "../../factories";
import { type Call, mockApi, type Reply } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };

function renderAt(
  url: string,
  options: { user?: CurrentUser; emails?: { enabled: boolean; digest: boolean } } = {},
) {
  window.history.replaceState(null, "", url);
  // The server's part of the feature adds site.emails to the page state (its schema is theirs to extend).
  const site = { name: "Quorum", description: "", ...(options.emails ? { emails: options.emails } : {}) };
  const state: QuorumState = { site, currentUser: options.user ?? MEMBER, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

const inMain = async () => within(await screen.findByRole("main"));

// The router loads these pages on demand; loading them once here keeps a slow first transform (a loaded machine)
// out of each test's wait for its page.
beforeAll(async () => {
  await Promise.all([
    import("../../../src/client/pages/preferences/FollowedContentPage"),
    import("../../../src/client/pages/preferences/NotificationPreferencesPage"),
    import("../../../src/client/pages/preferences/UnsubscribePage"),
  ]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/profile/followed-content", () => {
  it("lists the followed categories with their preferences, saved like the panel's", async () => {
    const user = userEvent.setup();
    const general = makeFollowedCategory(11);
    const help = makeFollowedCategory(12, { "preferences.popup.comments": false }, false);
    const calls = mockApi((call) => {
      if (call.path === "/api/v2/notification-preferences/7/categories")
        return { status: 200, body: [general, help] };
      if (call.method === "PATCH" && call.path === "/api/v2/categories/12/preferences/7")
        return { status: 200, body: { ...help.preferences, ...(call.body as object) } };
      return undefined;
    });
    const { container } = renderAt("/profile/followed-content");
    const main = await inMain();
    expect(await main.findByRole("heading", { level: 1, name: "Followed Content" })).toBeTruthy();
    const list = await main.findByRole("list", { name: "Followed categories" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const second = within(items[1] as HTMLElement);
    expect(second.getByRole("link", { name: help.name }).getAttribute("href")).toBe(help.url);
    // This category may not be in a digest: no digest options, the table at once.
    expect(second.queryByRole("checkbox", { name: "Include in digest" })).toBeNull();
    expect(within(items[0] as HTMLElement).getByRole("checkbox", { name: "Include in digest" })).toBeTruthy();
    await user.click(second.getByRole("checkbox", { name: "New comments: Popup" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
        { "preferences.popup.comments": true },
      ]),
    );
    expect(main.getByRole("link", { name: "Notification Preferences" }).getAttribute("href")).toBe(
      "/profile/preferences/notifications",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks a guest to sign in", async () => {
    mockApi(() => undefined);
    renderAt("/profile/followed-content", { user: GUEST_USER });
    // In the page itself: the title bar (once its chunk has loaded) has a Sign In link of its own.
    const main = await inMain();
    expect(await main.findByRole("link", { name: "Sign In" })).toBeTruthy();
  });
});

describe("/profile/preferences/notifications", () => {
  const answer = (call: Call): Reply | undefined => {
    if (call.path === "/api/v2/notification-preferences/schema")
      return { status: 200, body: makePreferencesSchema() };
    if (call.path === "/api/v2/notification-preferences/7" && call.method === "GET")
      return { status: 200, body: makeNotificationPreferences() };
    if (call.path === "/api/v2/notification-preferences/7" && call.method === "PATCH")
      return { status: 200, body: makeNotificationPreferences({ NotificationLanguage: "fr" }) };
    return undefined;
  };

  it("draws the schema's types and drop-downs and saves each change", async () => {
    const user = userEvent.setup();
    const calls = mockApi(answer);
    const { container } = renderAt("/profile/preferences/notifications");
    const main = await inMain();
    const mentions = await main.findByRole("checkbox", { name: "Mentions: Email" });
    expect(mentions).toHaveProperty("checked", true);
    expect(main.getByRole("columnheader", { name: "Notification popup" })).toBeTruthy();
    expect(main.getByRole("checkbox", { name: "Digest: Send me the digest" })).toHaveProperty(
      "checked",
      true,
    );
    expect(main.getByText("Someone mentions me.")).toBeTruthy();
    // Private messages are email-only: their badge counts them whatever the preferences say.
    expect(main.getByRole("checkbox", { name: "Private messages: Email" })).toBeTruthy();
    expect(main.queryByRole("checkbox", { name: "Private messages: Notification popup" })).toBeNull();
    expect(main.getByRole("link", { name: "View all followed categories" }).getAttribute("href")).toBe(
      "/profile/followed-content",
    );
    await user.click(mentions);
    await user.selectOptions(main.getByRole("combobox", { name: "Language of emails" }), "Français");
    await waitFor(
      () =>
        expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
          { Mention: { email: false } },
          { NotificationLanguage: "fr" },
        ]),
      { timeout: 3000 },
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("leaves out email, the digest and the language of emails while the site sends no emails", async () => {
    mockApi(answer);
    renderAt("/profile/preferences/notifications", { emails: { enabled: false, digest: true } });
    const main = await inMain();
    await main.findByRole("checkbox", { name: "Mentions: Notification popup" });
    expect(main.queryByRole("columnheader", { name: "Email" })).toBeNull();
    expect(main.queryByRole("checkbox", { name: /Digest/ })).toBeNull();
    expect(main.queryByRole("combobox", { name: "Language of emails" })).toBeNull();
    expect(main.getByRole("combobox", { name: "Pause notifications" })).toBeTruthy();
  });
});

describe("/unsubscribe/{token}", () => {
  it("says what the link stops, and stops it with a press of Unsubscribe (no sign-in)", async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) =>
      call.path === "/api/v2/unsubscribe/abcdefghijkl"
        ? { status: 200, body: makeUnsubscribe({ done: call.method === "POST" }) }
        : undefined,
    );
    const { container } = renderAt("/unsubscribe/abcdefghijkl", { user: GUEST_USER });
    const main = await inMain();
    expect(
      await main.findByText("member, stop receiving emails about new comments in General?"),
    ).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(main.getByRole("button", { name: "Unsubscribe" }));
    expect((await main.findByRole("status")).textContent).toBe(
      "You will no longer receive emails about new comments in General.",
    );
    const post = calls.find((call) => call.method === "POST");
    expect(post?.path).toBe("/api/v2/unsubscribe/abcdefghijkl");
    const headers = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([, init]) => init?.method === "POST")?.[1]?.headers;
    expect(headers).toMatchObject({ "X-Requested-With": "XMLHttpRequest" });
  });

  it("shows the server's message for a refused token", async () => {
    mockApi(() => ({ status: 410, body: { message: "This unsubscribe link has expired.", status: 410 } }));
    renderAt("/unsubscribe/abcdefghijkl", { user: GUEST_USER });
    const main = await inMain();
    expect((await main.findByRole("alert")).textContent).toBe("This unsubscribe link has expired.");
  });
});
