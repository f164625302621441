// /dashboard/settings/navigation through the whole client app (router, session, query cache) with fetch mocked: the
// default list with its items and children, editing and reordering from the keyboard (focus stays on the moved
// item's button), adding a child, the PUT body, the server's field errors shown at their field, choosing a locale,
// Reset to default, and the permission screen for a member.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/client/App";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER } from "../../../src/layout/session";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import type { NavigationEntry } from "../../../src/types/generated/api/navigation-entry";
import { makeLocales } from "../../factories/locales";
import { makeNavigationEntry, NAVIGATION_ROLES } from "../../factories/navigation";
import { type Call, mockApi, type Reply } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [16], emailConfirmed: true };
const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const PATH = "/dashboard/settings/navigation";

/** Reads, and saves that store what they were sent unless `write` answers otherwise. */
function navigationApi(write?: (call: Call) => Reply | undefined) {
  const stored = new Map<string, NavigationEntry>([["default", makeNavigationEntry()]]);
  return (call: Call): Reply | undefined => {
    if (call.path === "/api/v2/locales") return { status: 200, body: makeLocales().filter((l) => l.enabled) };
    if (call.path === "/api/v2/roles") return { status: 200, body: NAVIGATION_ROLES };
    const match = /^\/api\/v2\/navigation\/([^/]+)$/.exec(call.path);
    if (!match?.[1]) return undefined;
    const localeKey = decodeURIComponent(match[1]);
    if (call.method !== "GET") {
      const special = write?.(call);
      if (special) return special;
    }
    if (call.method === "PUT") {
      const entry = { localeKey, source: "own" as const, items: (call.body as NavigationEntry).items };
      stored.set(localeKey, entry);
      return { status: 200, body: entry };
    }
    if (call.method === "DELETE") stored.delete(localeKey);
    const own = stored.get(localeKey);
    const fallback = stored.get("default");
    const body = own ?? { localeKey, source: "default", items: fallback?.items ?? [] };
    return { status: 200, body };
  };
}

function renderAt(url: string, user: CurrentUser = ADMIN) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser: user, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

const inMain = async () => within(await screen.findByRole("main"));
const writes = (calls: Call[]) => calls.filter((call) => call.method !== "GET");

beforeAll(async () => {
  await import("../../../src/client/pages/dashboard-navigation/NavigationSettingsRoute");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/dashboard/settings/navigation", () => {
  it("shows the default list as a tree of labelled fields", async () => {
    mockApi(navigationApi());
    const { container } = renderAt(PATH);
    const main = await inMain();
    await main.findByRole("group", { name: "Community" });
    expect(main.getByRole("heading", { level: 1, name: "Navigation" })).toBeTruthy();
    expect(main.getByRole("combobox", { name: "Language" })).toHaveProperty("value", "default");
    const community = main.getByRole("group", { name: "Community" });
    expect(within(community).getByRole("textbox", { name: "Badge" })).toHaveProperty("value", "New");
    // Children are listed under their item.
    const desk = main.getByRole("group", { name: "Moderation desk" });
    expect(community.closest("li")?.contains(desk)).toBe(true);
    expect(within(desk).getByRole("checkbox", { name: "Moderator" })).toHaveProperty("checked", true);
    const layouts = main.getByRole("group", { name: "Layouts" });
    expect(within(layouts).getByRole("combobox", { name: "Permission" })).toHaveProperty(
      "value",
      "site.manage",
    );
    expect(within(layouts).getByRole("checkbox", { name: /Hidden/ })).toHaveProperty("checked", true);
    expect(main.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("reorders from the keyboard, keeps focus on the moved item, and saves the whole list", async () => {
    const user = userEvent.setup();
    const calls = mockApi(navigationApi());
    renderAt(PATH);
    const main = await inMain();
    const down = await main.findByRole("button", { name: "Move down: Posts" });
    down.focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(document.activeElement).toBe(main.getByRole("button", { name: "Move down: Posts" })),
    );
    expect(main.getByText("Moved Posts to position 2.")).toBeTruthy();
    // At the top, Move up is off.
    expect(main.getByRole("button", { name: "Move up: Community" })).toHaveProperty("disabled", true);
    await user.click(main.getByRole("button", { name: "Add child: Posts" }));
    const name = document.activeElement as HTMLInputElement;
    expect(name.getAttribute("aria-invalid")).toBeNull();
    await user.type(name, "Recent");
    const newChild = main.getByRole("group", { name: "Recent" });
    await user.type(
      within(newChild).getByRole("textbox", { name: "Address" }),
      "/discussions?sort=-dateInserted",
    );
    await user.click(main.getByRole("button", { name: "Save" }));
    expect(await main.findByText("Saved.")).toBeTruthy();
    const put = writes(calls)[0];
    expect(put?.method).toBe("PUT");
    expect(put?.path).toBe("/api/v2/navigation/default");
    const items = (put?.body as NavigationEntry | undefined)?.items ?? [];
    expect(items.map((item) => item.name)).toEqual(["Community", "Posts", "Status", "Layouts"]);
    expect(items[1]?.children).toEqual([
      { name: "Recent", url: "/discussions?sort=-dateInserted", recordType: "customLink" },
    ]);
  });

  it("shows the server's field errors at their field", async () => {
    const user = userEvent.setup();
    mockApi(
      navigationApi(() => ({
        status: 400,
        body: {
          message: "Give the item an address, or items under it.",
          status: 400,
          errors: {
            "items.1.children.0.url": [
              {
                field: "items.1.children.0.url",
                code: "required",
                message: "Give the item an address, or items under it.",
              },
            ],
          },
        },
      })),
    );
    renderAt(PATH);
    const main = await inMain();
    const posts = await main.findByRole("group", { name: "Posts" });
    await user.clear(within(posts).getByRole("textbox", { name: "Name" }));
    await user.type(within(posts).getByRole("textbox", { name: "Name" }), "All posts");
    await user.click(main.getByRole("button", { name: "Save" }));
    const categories = main.getByRole("group", { name: "Categories" });
    const address = within(categories).getByRole("textbox", { name: "Address" });
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    expect(within(categories).getByText("Give the item an address, or items under it.")).toBeTruthy();
  });

  it("edits a locale's own list, and resets it to the default", async () => {
    const user = userEvent.setup();
    const calls = mockApi(navigationApi());
    renderAt(PATH);
    const main = await inMain();
    await main.findByRole("group", { name: "Community" });
    await user.selectOptions(main.getByRole("combobox", { name: "Language" }), "fr");
    expect(await main.findByText(/This language uses the default list/)).toBeTruthy();
    expect(main.getByRole("button", { name: "Reset to default" })).toHaveProperty("disabled", true);
    await user.click(main.getByRole("button", { name: "Remove Status" }));
    await user.click(main.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(main.getByRole("button", { name: "Reset to default" })).toHaveProperty("disabled", false),
    );
    expect(writes(calls).at(-1)?.path).toBe("/api/v2/navigation/fr");
    await user.click(main.getByRole("button", { name: "Reset to default" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset to default?" });
    await user.click(within(dialog).getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(writes(calls).at(-1)?.method).toBe("DELETE"));
    expect(await main.findByRole("group", { name: "Status" })).toBeTruthy();
  });

  it("refuses a member", async () => {
    mockApi((call) =>
      call.path.startsWith("/api/v2/")
        ? { status: 403, body: { message: "Permission Problem", status: 403 } }
        : undefined,
    );
    renderAt(PATH, MEMBER);
    expect(await screen.findByText("Permission Problem")).toBeTruthy();
  });
});
