// The account box (docs/reference/ui-behaviour.md#account-box): counts capped at 99+, Messages only with
// conversations on, My Account entries and its refreshing of the counts, lazily loaded dropdown contents, and the
// compact side panel with its tabs.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GUEST_USER, SessionProvider } from "../../../src/layout/session";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import { AccountArea } from "../../../widgets/title-bar/AccountArea";
import { countLabel, formatUnreadCount } from "../../../widgets/title-bar/unread-count";
import { type Call, mockApi } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const MEMBER: CurrentUser = {
  ...GUEST_USER,
  userID: 7,
  name: "member",
  roleIDs: [8],
  emailConfirmed: true,
  countUnreadNotifications: 2,
  countUnreadConversations: 0,
};

const NOTIFICATION = {
  notificationID: 11,
  reason: "mention",
  headline: "admin mentioned you in Welcome",
  url: "/discussion/1/welcome",
  read: false,
  dateInserted: "2026-11-20T10:00:00Z",
  activityUser: { userID: 1, name: "admin", photoUrl: "" },
};

function serve(counts = { countUnreadNotifications: 120, countUnreadConversations: 3 }): Call[] {
  return mockApi((call) => {
    if (call.path === "/api/v2/users/me-counts") return { status: 200, body: counts };
    if (call.path === "/api/v2/notifications" && call.method === "GET")
      return { status: 200, body: [NOTIFICATION] };
    if (call.path === "/api/v2/conversations") return { status: 200, body: [] };
    return undefined;
  });
}

function renderBox(user: CurrentUser, { compact = false, conversationsEnabled = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <AccountArea
          compact={compact}
          signInUrl="/entry/signin"
          registerUrl="/entry/register"
          conversationsEnabled={conversationsEnabled}
        />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("formatUnreadCount", () => {
  it("shows nothing for none, the number up to 99, and 99+ beyond", () => {
    expect([0, -3, 1, 42, 99, 100, 12345].map(formatUnreadCount)).toEqual([
      "",
      "",
      "1",
      "42",
      "99",
      "99+",
      "99+",
    ]);
    expect(countLabel("Notifications", 0)).toBe("Notifications");
    expect(countLabel("Notifications", 150)).toBe("Notifications, 99+ unread");
  });
});

describe("account box (full width)", () => {
  it("shows Sign In and Register to guests, and no account box", () => {
    serve();
    renderBox(GUEST_USER);
    expect(screen.getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Notifications/ })).toBeNull();
  });

  it("shows the live counts, capped at 99+, starting from the current user's", async () => {
    serve();
    renderBox(MEMBER);
    // Before the fetch answers: the page's current user's counts.
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    const notifications = await screen.findByRole("button", { name: "Notifications, 99+ unread" });
    expect(notifications.querySelector("[data-unread-count]")?.textContent).toBe("99+");
    expect(screen.getByRole("button", { name: "Messages, 3 unread" })).toBeTruthy();
  });

  it("has no Messages dropdown when conversations are off", async () => {
    serve();
    renderBox(MEMBER, { conversationsEnabled: false });
    await screen.findByRole("button", { name: /^Notifications/ });
    expect(screen.queryByRole("button", { name: /^Messages/ })).toBeNull();
  });

  it("loads the notifications when the dropdown opens, and marks one read when chosen", async () => {
    const calls = serve();
    renderBox(MEMBER);
    const button = await screen.findByRole("button", { name: /^Notifications/ });
    expect(calls.some((call) => call.path === "/api/v2/notifications")).toBe(false);
    fireEvent.click(button);
    const link = await screen.findByRole("link", { name: /admin mentioned you in Welcome/ });
    expect(screen.getByRole("button", { name: "Mark All Read" })).toBeTruthy();
    fireEvent.click(link);
    await waitFor(() =>
      expect(calls.some((call) => call.method === "PATCH" && call.path === "/api/v2/notifications/11")).toBe(
        true,
      ),
    );
  });

  it("My Account: profile, notification preferences, sessions, sign out (Layouts only for managers); opening it refreshes the counts", async () => {
    const calls = serve();
    renderBox(MEMBER);
    await screen.findByRole("button", { name: "Notifications, 99+ unread" });
    const countFetches = () => calls.filter((call) => call.path === "/api/v2/users/me-counts").length;
    const before = countFetches();
    fireEvent.click(screen.getByRole("button", { name: "My Account" }));
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => [item.textContent, item.getAttribute("href")]),
    ).toEqual([
      ["Profile", "/profile/member"],
      ["Notification Preferences", "/profile/preferences/notifications"],
      ["Sessions", "/profile/edit/sessions"],
      ["Sign Out", "/entry/signout"],
    ]);
    await waitFor(() => expect(countFetches()).toBe(before + 1));
  });

  it("is axe-clean with the notifications and My Account open", async () => {
    serve();
    const { container } = renderBox(MEMBER);
    fireEvent.click(await screen.findByRole("button", { name: /^Notifications/ }));
    await screen.findByRole("link", { name: /admin mentioned you/ });
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "My Account" }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers Layouts and the Dashboard to an administrator, and neither to a member", async () => {
    serve();
    renderBox({ ...MEMBER, isAdmin: true });
    fireEvent.click(await screen.findByRole("button", { name: "My Account" }));
    const menu = within(screen.getByRole("menu"));
    expect(menu.getByRole("menuitem", { name: "Layouts" }).getAttribute("href")).toBe("/dashboard/layouts");
    expect(menu.getByRole("menuitem", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    cleanup();
    renderBox(MEMBER);
    fireEvent.click(await screen.findByRole("button", { name: "My Account" }));
    expect(within(screen.getByRole("menu")).queryByRole("menuitem", { name: "Dashboard" })).toBeNull();
  });
});

describe("account box (compact): a side panel with tabs", () => {
  it("opens with Me, Notifications and Messages; arrows switch tabs; the lists load on their tab", async () => {
    serve({ countUnreadNotifications: 4, countUnreadConversations: 100 });
    renderBox(MEMBER, { compact: true });
    const open = await screen.findByRole("button", { name: "My Account, 99+ unread" });
    fireEvent.click(open);
    const dialog = screen.getByRole("dialog", { name: "My Account" });
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Me", "Notifications4", "Messages99+"]);
    expect(within(dialog).getByRole("link", { name: "Sessions" }).getAttribute("href")).toBe(
      "/profile/edit/sessions",
    );
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: "ArrowRight" });
    expect(within(dialog).getByRole("tab", { selected: true }).textContent).toBe("Notifications4");
    expect(await within(dialog).findByRole("link", { name: /admin mentioned you/ })).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "ArrowRight" });
    expect(await within(dialog).findByText("You have no messages.")).toBeTruthy();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has no Messages tab with conversations off", async () => {
    serve();
    renderBox(MEMBER, { compact: true, conversationsEnabled: false });
    fireEvent.click(await screen.findByRole("button", { name: /^My Account/ }));
    expect(
      within(screen.getByRole("dialog"))
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Me", expect.stringMatching(/^Notifications/)]);
  });
});
