// /dashboard/settings/notifications through the whole client app (router, session, query cache) with fetch mocked:
// the site's email switches and digest interval, the defaults of members who never chose (PATCH /config), the
// categories allowed in digests (PATCH /categories/{id}), a failed save rolled back with its message, and the
// permission screen for a member.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/client/App";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER } from "../../../src/layout/session";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import { makeCategorySettingsList, makeNotificationSettings } from "../../factories";
import { type Call, mockApi, type Reply } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [16], emailConfirmed: true };
const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const PATH = "/dashboard/settings/notifications";

/** The page's reads, and saves that answer what they were sent (unless `patch` answers otherwise). */
function settingsApi(
  config = makeNotificationSettings(),
  patch?: (call: Call) => Reply | undefined,
): (call: Call) => Reply | undefined {
  return (call) => {
    if (call.method === "PATCH") {
      const special = patch?.(call);
      if (special) return special;
    }
    if (call.path === "/api/v2/config" && call.method === "GET") return { status: 200, body: config };
    if (call.path === "/api/v2/config" && call.method === "PATCH") return { status: 200, body: call.body };
    if (call.path === "/api/v2/category-settings") return { status: 200, body: makeCategorySettingsList() };
    const category = /^\/api\/v2\/categories\/(\d+)$/.exec(call.path);
    if (category && call.method === "PATCH") {
      const found = makeCategorySettingsList().find((item) => item.categoryID === Number(category[1]));
      return found ? { status: 200, body: { ...found, ...(call.body as object) } } : undefined;
    }
    return undefined;
  };
}

function renderAt(url: string, options: { user?: CurrentUser; status?: number } = {}) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: options.user ?? ADMIN,
    status: options.status ?? 200,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

// The title bar has links and controls of its own: every query looks inside the page.
const inMain = async () => within(await screen.findByRole("main"));
/** The dashboard's refusal, in the page (the loading frame's main is replaced by the error screen's). */
async function expectPermissionScreen() {
  const heading = await screen.findByRole("heading", { name: "Permission Problem" });
  expect(heading.closest("main")).toBeTruthy();
}
const patches = (calls: Call[]) =>
  calls.filter((call) => call.method === "PATCH").map((call) => ({ path: call.path, body: call.body }));

// The router loads the page on demand; loading it once here keeps a slow first transform out of each test's wait.
beforeAll(async () => {
  await import("../../../src/client/pages/dashboard/notifications/NotificationSettingsRoute");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/dashboard/settings/notifications", () => {
  it("shows the stored settings, defaults and categories", async () => {
    const calls = mockApi(
      settingsApi(makeNotificationSettings({ "notifications.defaults.Reaction.email": true })),
    );
    const { container } = renderAt(PATH);
    const main = await inMain();
    const mentions = await main.findByRole("checkbox", { name: "Mentions: Email default" });
    expect(main.getByRole("heading", { level: 1, name: "Notification Settings" })).toBeTruthy();
    expect(mentions).toHaveProperty("checked", true);
    expect(main.getByRole("checkbox", { name: "New posts: Email default" })).toHaveProperty("checked", false);
    expect(main.getByRole("checkbox", { name: "Reactions: Email default" })).toHaveProperty("checked", true);
    expect(main.getByRole("checkbox", { name: "Send the digest: Email default" })).toHaveProperty(
      "checked",
      true,
    );
    // Private messages have no popup of their own.
    expect(main.queryByRole("checkbox", { name: "Private messages: Popup default" })).toBeNull();
    expect(main.getByRole("switch", { name: "Members may choose email notifications" })).toHaveProperty(
      "checked",
      true,
    );
    expect(main.getByRole("switch", { name: "Members may subscribe to the digest" })).toHaveProperty(
      "checked",
      true,
    );
    expect(main.getByRole("spinbutton", { name: "Days between digests" })).toHaveProperty("value", "7");
    expect(main.getByRole("checkbox", { name: "Upgrades: Allow in digests" })).toHaveProperty(
      "checked",
      false,
    );
    expect(main.getByRole("checkbox", { name: "General: Allow in digests" })).toHaveProperty("checked", true);
    const config = calls.find((call) => call.path === "/api/v2/config");
    expect(new URLSearchParams(config?.search).get("select")?.split(",")).toContain(
      "notifications.defaults.DigestEnabled.email",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("saves a change at once under its config key, with the success toast", async () => {
    const user = userEvent.setup();
    const calls = mockApi(settingsApi());
    renderAt(PATH);
    const main = await inMain();
    await user.click(await main.findByRole("checkbox", { name: "Mentions: Popup default" }));
    expect(main.getByRole("checkbox", { name: "Mentions: Popup default" })).toHaveProperty("checked", false);
    await waitFor(() =>
      expect(patches(calls)).toEqual([
        { path: "/api/v2/config", body: { "notifications.defaults.Mention.popup": false } },
      ]),
    );
    expect(await screen.findByText("Success! Preferences saved.")).toBeTruthy();
  });

  it("puts a refused change back and shows the server's message beside the control", async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      settingsApi(undefined, (call) =>
        call.path === "/api/v2/config"
          ? {
              status: 400,
              body: {
                message: "Validation failed.",
                status: 400,
                errors: {
                  "emails.digestIntervalDays": [
                    {
                      field: "emails.digestIntervalDays",
                      code: "maximum",
                      message: "emails.digestIntervalDays must be less than or equal to 31.",
                    },
                  ],
                },
              },
            }
          : undefined,
      ),
    );
    renderAt(PATH);
    const main = await inMain();
    const days = await main.findByRole("spinbutton", { name: "Days between digests" });
    await user.clear(days);
    await user.type(days, "40{Enter}");
    expect(
      (await main.findByText("emails.digestIntervalDays must be less than or equal to 31.")).closest(
        "[role=alert]",
      ),
    ).toBeTruthy();
    expect(days).toHaveProperty("value", "7");
    expect(days.getAttribute("aria-invalid")).toBe("true");
    expect(patches(calls)).toEqual([{ path: "/api/v2/config", body: { "emails.digestIntervalDays": 40 } }]);
  });

  it("puts a refused checkbox back, with the message in its row", async () => {
    const user = userEvent.setup();
    mockApi(
      settingsApi(undefined, () => ({
        status: 403,
        body: { message: "You don't have permission to do that.", status: 403 },
      })),
    );
    renderAt(PATH);
    const main = await inMain();
    const replies = await main.findByRole("checkbox", { name: "Comments on my discussions: Email default" });
    await user.click(replies);
    const row = within(main.getByRole("rowheader", { name: /^Comments on my discussions/ }));
    expect((await row.findByRole("alert")).textContent).toBe("You don't have permission to do that.");
    expect(replies).toHaveProperty("checked", true);
    const general = main.getByRole("checkbox", { name: "General: Allow in digests" });
    await user.click(general);
    const category = within(main.getByRole("rowheader", { name: /^General/ }));
    expect((await category.findByRole("alert")).textContent).toBe("You don't have permission to do that.");
    expect(general).toHaveProperty("checked", true);
  });

  it("leaves out the Email column, the digest and its settings while emails are off", async () => {
    const user = userEvent.setup();
    const calls = mockApi(settingsApi(makeNotificationSettings({ "emails.enabled": false })));
    renderAt(PATH);
    const main = await inMain();
    await main.findByRole("checkbox", { name: "Mentions: Popup default" });
    expect(main.queryByRole("columnheader", { name: "Email" })).toBeNull();
    expect(main.queryByRole("checkbox", { name: /Email default/ })).toBeNull();
    expect(main.queryByRole("checkbox", { name: /Send the digest/ })).toBeNull();
    expect(main.queryByRole("switch", { name: "Members may subscribe to the digest" })).toBeNull();
    expect(main.queryByRole("spinbutton", { name: "Days between digests" })).toBeNull();
    // Turning emails on shows them at once, before the server answers.
    await user.click(main.getByRole("switch", { name: "Members may choose email notifications" }));
    expect(main.getByRole("checkbox", { name: "Mentions: Email default" })).toBeTruthy();
    expect(main.getByRole("checkbox", { name: "Send the digest: Email default" })).toBeTruthy();
    await waitFor(() =>
      expect(patches(calls)).toEqual([{ path: "/api/v2/config", body: { "emails.enabled": true } }]),
    );
  });

  it("allows a category in digests with PATCH /categories/{id}", async () => {
    const user = userEvent.setup();
    const calls = mockApi(settingsApi());
    renderAt(PATH);
    const main = await inMain();
    const upgrades = await main.findByRole("checkbox", { name: "Upgrades: Allow in digests" });
    await user.click(upgrades);
    expect(upgrades).toHaveProperty("checked", true);
    await waitFor(() =>
      expect(patches(calls)).toEqual([{ path: "/api/v2/categories/6", body: { allowDigest: true } }]),
    );
  });

  it("shows a member the permission screen, whether the server or the API refuses", async () => {
    mockApi(() => undefined);
    renderAt(PATH, { user: MEMBER, status: 403 });
    await expectPermissionScreen();
    cleanup();
    mockApi((call) =>
      call.path === "/api/v2/category-settings"
        ? { status: 403, body: { message: "Permission Problem", status: 403 } }
        : settingsApi()(call),
    );
    renderAt(PATH, { user: MEMBER });
    await expectPermissionScreen();
  });
});
