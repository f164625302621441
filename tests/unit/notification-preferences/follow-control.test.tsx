// The follow control and its preferences panel (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences),
// through the Follow Category widget: opening while not followed follows and shows the answer, Unfollow clears
// everything and closes, a failure rolls back with the error above the control (cleared when the next save starts),
// the Email column and digest options follow the site's settings, the no-method message, previews change nothing,
// and the keyboard.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type EmailSettings,
  EmailSettingsProvider,
} from "../../../src/client/notification-preferences/email-settings";
import { PreviewModeProvider } from "../../../src/layout/preview-mode";
import type { CategoryPreferences } from "../../../src/types/generated/api/category-preferences";
import type { CategoryFollowWidgetHydrated } from "../../../src/types/generated/widgets/hydrated/category-follow";
import { toastStore } from "../../../src/ui/toast-store";
import CategoryFollowWidget from "../../../widgets/category-follow/CategoryFollowWidget";
import { type Call, mockApi } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const PROPS: CategoryFollowWidgetHydrated = {
  alignment: "end",
  isAsset: true,
  userID: 7,
  recordID: 12,
  name: "General",
  url: "/categories/general",
  canDigest: true,
  followed: false,
};
const PREFERENCES_URL = "/api/v2/categories/12/preferences/7";

const prefs = (changes: Partial<CategoryPreferences> = {}): CategoryPreferences => ({
  "preferences.followed": true,
  "preferences.email.digest": false,
  "preferences.popup.posts": false,
  "preferences.email.posts": false,
  "preferences.popup.comments": false,
  "preferences.email.comments": false,
  ...changes,
});

const patches = (calls: Call[]) => calls.filter((call) => call.method === "PATCH").map((call) => call.body);

function renderWidget(
  props: Partial<CategoryFollowWidgetHydrated> & { url?: string; canDigest?: boolean } = {},
  options: { emails?: EmailSettings; preview?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <EmailSettingsProvider value={options.emails ?? { enabled: true, digest: false }}>
        <PreviewModeProvider value={options.preview ?? false}>{ui}</PreviewModeProvider>
      </EmailSettingsProvider>
    </QueryClientProvider>
  );
  return render(wrap(<CategoryFollowWidget {...PROPS} url="/categories/general" {...props} />));
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toastStore.getState().clearToasts();
});

describe("the follow panel", () => {
  it("follows when opened while not followed, and shows the server's answer", async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 200, body: prefs({ "preferences.popup.posts": true }) }));
    const { container } = renderWidget();
    await user.click(screen.getByRole("button", { name: "Follow General" }));
    expect(patches(calls)).toEqual([{ "preferences.followed": true }]);
    expect(calls[0]?.path).toBe(PREFERENCES_URL);
    const panel = screen.getByRole("dialog", { name: "Notification Preferences" });
    expect(screen.getByRole("button", { name: "Following General" })).toBeTruthy();
    expect(await within(panel).findByRole("checkbox", { name: "New posts: Popup" })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(panel).getByRole("checkbox", { name: "New comments: Email" })).toHaveProperty(
      "checked",
      false,
    );
    expect(within(panel).getByText("General")).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "View Category" }).getAttribute("href")).toBe(
      "/categories/general",
    );
    expect(
      within(panel).getByRole("link", { name: "View all followed categories" }).getAttribute("href"),
    ).toBe("/profile/followed-content");
    expect(toastStore.getState().toasts.map((toast) => toast.body)).toEqual(["Success! Preferences saved."]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("reads the preferences when opened while followed; Unfollow sets every one false and closes", async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) =>
      call.method === "GET"
        ? { status: 200, body: prefs({ "preferences.popup.posts": true, "preferences.email.digest": true }) }
        : { status: 200, body: prefs({ "preferences.followed": false }) },
    );
    renderWidget({ followed: true }, { emails: { enabled: true, digest: true } });
    await user.click(screen.getByRole("button", { name: "Following General" }));
    const panel = screen.getByRole("dialog");
    expect(await within(panel).findByRole("checkbox", { name: "Include in digest" })).toHaveProperty(
      "checked",
      true,
    );
    expect(patches(calls)).toEqual([]);
    await user.click(within(panel).getByRole("button", { name: "Unfollow Category" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Follow General" })).toBeTruthy();
    expect(patches(calls)).toEqual([
      {
        "preferences.followed": false,
        "preferences.popup.posts": false,
        "preferences.email.posts": false,
        "preferences.popup.comments": false,
        "preferences.email.comments": false,
        "preferences.email.digest": false,
      },
    ]);
  });

  it("rolls a failed change back with the error above the control, cleared when the next save starts", async () => {
    const user = userEvent.setup();
    let fail = true;
    let release: () => void = () => undefined;
    const calls = mockApi((call) => {
      if (call.method === "GET") return { status: 200, body: prefs() };
      return fail
        ? { status: 403, body: { message: "Permission Problem", status: 403 } }
        : { status: 200, body: prefs({ "preferences.email.posts": true }) };
    });
    renderWidget({ followed: true });
    const button = screen.getByRole("button", { name: "Following General" });
    await user.click(button);
    const email = await screen.findByRole("checkbox", { name: "New posts: Email" });
    await user.click(email);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Permission Problem");
    expect(email).toHaveProperty("checked", false);
    // Above the control: the message comes before the button.
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fail = false;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = vi.mocked(globalThis.fetch);
    const answer = fetch.getMockImplementation();
    fetch.mockImplementation(async (...args) => {
      await gate;
      return (answer as NonNullable<typeof answer>)(...args);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    await user.click(email);
    // The save is under way: the old message is gone already.
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(email).toHaveProperty("checked", true);
    release();
    await waitFor(() => expect(patches(calls)).toHaveLength(2));
    expect(patches(calls)[1]).toEqual({ "preferences.email.posts": true });
  });

  it("merges changes made within the throttle into one save", async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) =>
      call.method === "GET"
        ? { status: 200, body: prefs() }
        : { status: 200, body: prefs(call.body as object) },
    );
    renderWidget({ followed: true });
    await user.click(screen.getByRole("button", { name: "Following General" }));
    await user.click(await screen.findByRole("checkbox", { name: "New posts: Popup" }));
    await user.click(screen.getByRole("checkbox", { name: "New comments: Popup" }));
    await user.click(screen.getByRole("checkbox", { name: "New comments: Email" }));
    expect(patches(calls)).toEqual([{ "preferences.popup.posts": true }]);
    await waitFor(() => expect(patches(calls)).toHaveLength(2), { timeout: 3000 });
    expect(patches(calls)[1]).toEqual({
      "preferences.popup.comments": true,
      "preferences.email.comments": true,
    });
  });

  it("leaves out the Email column while the site sends no emails", async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 200, body: prefs() }));
    renderWidget({ followed: true }, { emails: { enabled: false, digest: true } });
    await user.click(screen.getByRole("button", { name: "Following General" }));
    const panel = screen.getByRole("dialog");
    await within(panel).findByRole("checkbox", { name: "New posts: Popup" });
    expect(within(panel).queryByRole("columnheader", { name: "Email" })).toBeNull();
    expect(within(panel).queryByRole("checkbox", { name: /Email/ })).toBeNull();
    // No emails, no digest either.
    expect(within(panel).queryByRole("checkbox", { name: "Include in digest" })).toBeNull();
  });

  it("shows the digest options only with digests on and a category that may be in one", async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 200, body: prefs({ "preferences.popup.posts": true }) }));
    const cases: [EmailSettings, boolean | undefined, boolean][] = [
      [{ enabled: true, digest: true }, undefined, true],
      [{ enabled: true, digest: true }, false, false],
      [{ enabled: true, digest: false }, true, false],
    ];
    for (const [emails, canDigest, shown] of cases) {
      renderWidget({ followed: true, canDigest }, { emails });
      await user.click(screen.getByRole("button", { name: "Following General" }));
      const panel = screen.getByRole("dialog");
      await within(panel).findByRole("checkbox", { name: "New posts: Popup" });
      expect(within(panel).queryByRole("checkbox", { name: "Include in digest" }) !== null).toBe(shown);
      expect(within(panel).queryByRole("checkbox", { name: "Notify me of new content" }) !== null).toBe(
        shown,
      );
      cleanup();
    }
  });

  it("asks for a notification method when notify is on and no type is, and unchecking notify turns them off", async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) =>
      call.method === "GET"
        ? { status: 200, body: prefs() }
        : { status: 200, body: prefs(call.body as object) },
    );
    renderWidget({ followed: true }, { emails: { enabled: true, digest: true } });
    await user.click(screen.getByRole("button", { name: "Following General" }));
    const notify = await screen.findByRole("checkbox", { name: "Notify me of new content" });
    expect(notify).toHaveProperty("checked", false);
    expect(screen.queryByRole("checkbox", { name: "New posts: Popup" })).toBeNull();
    await user.click(notify);
    expect(screen.getByRole("alert").textContent).toBe(
      "At least one notification method must be selected to receive notifications.",
    );
    await user.click(screen.getByRole("checkbox", { name: "New posts: Email" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(notify);
    expect(screen.queryByRole("checkbox", { name: "New posts: Email" })).toBeNull();
    await waitFor(() => expect(patches(calls)).toHaveLength(2), { timeout: 3000 });
    expect(patches(calls)[1]).toEqual({
      "preferences.popup.posts": false,
      "preferences.email.posts": false,
      "preferences.popup.comments": false,
      "preferences.email.comments": false,
    });
  });

  it("changes nothing in a preview", async () => {
    const user = userEvent.setup();
    const calls = mockApi(() => ({ status: 200, body: prefs() }));
    renderWidget({}, { preview: true });
    await user.click(screen.getByRole("button", { name: "Follow General" }));
    const panel = screen.getByRole("dialog");
    expect(within(panel).getByRole("checkbox", { name: "New posts: Popup" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(panel).getByRole("button", { name: "Unfollow Category" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Follow General" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("opens from the keyboard with focus inside; Escape closes it and gives focus back", async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 200, body: prefs() }));
    renderWidget({ followed: true });
    const button = screen.getByRole("button", { name: "Following General" });
    button.focus();
    await user.keyboard("{Enter}");
    const panel = screen.getByRole("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
