// The discussion options menu (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/permissions.md#category-permissions, docs/reference/errors.md#discussions-and-moderation): which
// items each role sees, the keyboard, the delete confirmation and redirect, mute's toasts, announce's dialog.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users";
import {
  DELETE_CONFIRMATION,
  DiscussionOptionsMenu,
} from "../../src/client/moderation/DiscussionOptionsMenu";
import { SessionProvider } from "../../src/layout/session";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { toastStore } from "../../src/ui/toast-store";
import { makeCurrentUser, makeDiscussion } from "../factories";
import { makePermissionsRecord, type RecordRole } from "../factories/permission-records";
import { axeViolations } from "./widget-axe";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
/** Answers by "METHOD path" (path without the query); a function may fail by returning a Response. */
let answers: Record<string, unknown>;

beforeEach(() => {
  calls = [];
  answers = { "GET /api/v2/config": { "triage.enabled": false } };
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.split("?")[0] ?? url;
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.getState().clearToasts();
});

const viewer = makeCurrentUser({ userID: 7, name: "member" });
const base = makeDiscussion({ discussionID: 42, categoryID: 3, insertUserID: 99, name: "Printer on fire" });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderMenu(
  role: RecordRole | "guest",
  discussion: Discussion = base,
  onChanged: (discussion: Discussion) => void = () => undefined,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (role !== "guest") client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord(role));
  const user = role === "guest" ? { ...viewer, userID: 0, name: "Guest" } : viewer;
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <MemoryRouter initialEntries={["/discussion/42/printer-on-fire"]}>
          <Routes>
            <Route path="/discussion/*" element={children} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>
  );
  return render(wrap(<DiscussionOptionsMenu discussion={discussion} onChanged={onChanged} />));
}

async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole("button", { name: "Discussion Options" }));
  return screen.findByRole("menu");
}

async function itemNames(): Promise<string[]> {
  const menu = await openMenu();
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

describe("items per permission", () => {
  it("shows a guest nothing", () => {
    const { container } = renderMenu("guest");
    expect(container.textContent).toBe("");
  });

  it("gives a member Mute on someone else's discussion, and Close and Edit Tags on their own (closeOwn)", async () => {
    renderMenu("member");
    expect(await itemNames()).toEqual(["Mute"]);
    cleanup();
    renderMenu("member", { ...base, insertUserID: viewer.userID });
    expect(await itemNames()).toEqual(["Close", "Mute", "Edit Tags"]);
  });

  it("offers an announcement's Dismiss to members", async () => {
    renderMenu("member", { ...base, pinned: true, pinLocation: "recent" });
    expect(await itemNames()).toEqual(["Mute", "Dismiss"]);
  });

  it("gives a moderator the moderation items (Convert to Article too) but not Change Author, collections or Resolve (triage off)", async () => {
    renderMenu("moderator");
    expect(await itemNames()).toEqual([
      "Announce",
      "Sink",
      "Close",
      "Move",
      "Change to Question",
      "Bump",
      "Mute",
      "Revision History",
      "Deleted Comments",
      "Edit Tags",
      "Convert to Article",
      "Delete",
    ]);
  });

  it("gives an administrator everything, Resolve once triage is on", async () => {
    answers["GET /api/v2/config"] = { "triage.enabled": true };
    renderMenu("administrator", { ...base, type: "question", closed: true, sink: true });
    await waitFor(() => expect(calls.some((call) => call.url.includes("/config"))).toBe(true));
    // Let the config answer arrive before reading the items.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(await itemNames()).toEqual([
      "Announce",
      "Unsink",
      "Reopen",
      "Move",
      "Change to Discussion",
      "Change Author",
      "Bump",
      "Resolve",
      "Mute",
      "Revision History",
      "Deleted Comments",
      "Edit Tags",
      "Add to Collection",
      "Convert to Article",
      "Delete",
    ]);
    expect(screen.getByRole("menuitem", { name: "Revision History" }).getAttribute("href")).toBe(
      "/log/filter?recordType=discussion&recordID=42",
    );
    // Spec 001 §2.6: a moderator's link to the discussion's deleted comments.
    expect(screen.getByRole("menuitem", { name: "Deleted Comments" }).getAttribute("href")).toBe(
      "/log/filter?parentRecordID=42&recordType=comment&operation=delete",
    );
  });
});

describe("loading", () => {
  it("shows no button until the permissions record has loaded, so the items never shift", async () => {
    answers["GET /api/v2/users/$me/permissions"] = makePermissionsRecord("moderator");
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SessionProvider user={viewer}>
          <MemoryRouter>
            <DiscussionOptionsMenu discussion={base} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("button", { name: "Discussion Options" })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Discussion Options" }));
    expect(within(await screen.findByRole("menu")).getAllByRole("menuitem")[0]?.textContent).toBe("Announce");
  });
});

describe("keyboard", () => {
  it("opens with ArrowDown on the first item, moves with the arrows and closes with Escape", async () => {
    renderMenu("moderator");
    const button = screen.getByRole("button", { name: "Discussion Options" });
    button.focus();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Announce"));
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Sink");
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement?.textContent).toBe("Delete");
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe("delete", () => {
  it("asks first, and after deleting goes to the category", async () => {
    renderMenu("moderator");
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Discussion" });
    expect(dialog.textContent).toContain(DELETE_CONFIRMATION);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe(base.category?.url));
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual([
      "/api/v2/discussions/42",
    ]);
  });

  it("keeps the dialog open with the error when deleting fails", async () => {
    answers["DELETE /api/v2/discussions/42"] = new Response(
      JSON.stringify({ message: "Permission Problem", status: 403 }),
      { status: 403, headers: { "Content-Type": "application/json" } },
    );
    renderMenu("moderator");
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(await within(screen.getByRole("dialog")).findByText("Permission Problem")).toBeTruthy();
  });
});

describe("mute and bump toasts", () => {
  it("mutes with 'Discussion has been muted.' and then offers Unmute", async () => {
    answers["PUT /api/v2/discussions/42/mute"] = { muted: true };
    const changed = vi.fn();
    renderMenu("member", base, changed);
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Mute" }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.body)).toEqual(["Discussion has been muted."]),
    );
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ muted: true });
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ muted: true }));
    expect(await itemNames()).toEqual(["Unmute"]);
  });

  it("reports a failed bump in a persistent, dismissible toast with the error's description", async () => {
    answers["PATCH /api/v2/discussions/42/bump"] = new Response(
      JSON.stringify({ message: "Permission Problem", status: 403, description: "You can't bump that." }),
      { status: 403, headers: { "Content-Type": "application/json" } },
    );
    renderMenu("moderator");
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Bump" }));
    await waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
    const [shown] = toastStore.getState().toasts;
    expect(shown).toMatchObject({
      body: "You can't bump that.",
      persistent: true,
      dismissible: true,
      preset: "error",
    });
  });

  it("bumps with 'Success! This post has been bumped.'", async () => {
    answers["PATCH /api/v2/discussions/42/bump"] = { ...base, dateLastComment: "2026-11-25T18:00:00.000Z" };
    renderMenu("moderator");
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Bump" }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.body)).toEqual([
        "Success! This post has been bumped.",
      ]),
    );
  });
});

describe("announce", () => {
  it("saves 'everywhere' as pinned with pinLocation recent", async () => {
    answers["PATCH /api/v2/discussions/42"] = { ...base, pinned: true, pinLocation: "recent" };
    const changed = vi.fn();
    renderMenu("moderator", base, changed);
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Announce" }));
    const dialog = screen.getByRole("dialog", { name: "Announce" });
    expect((within(dialog).getByLabelText(/Don't announce/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/Announce everywhere/));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const patch = calls.find((call) => call.method === "PATCH");
    expect(patch?.url).toBe("/api/v2/discussions/42?expand=category");
    expect(patch?.body).toEqual({ pinned: true, pinLocation: "recent" });
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ pinned: true, pinLocation: "recent" }));
  });
});

describe("accessibility", () => {
  it("has no axe violations with the menu open, nor in the move and change author dialogs", async () => {
    answers["GET /api/v2/categories"] = [];
    renderMenu("administrator");
    await openMenu();
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Move" }));
    await screen.findByRole("dialog", { name: "Move Discussion" });
    expect(await axeViolations(document.body)).toEqual([]);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Change Author" }));
    await screen.findByRole("dialog", { name: "Change Author" });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe("change author", () => {
  it("picks a user from the suggestions by keyboard and saves them as the author", async () => {
    answers["GET /api/v2/users/by-names/"] = [
      { userID: 5, name: "ada.lovelace", photoUrl: null, dateLastActive: null },
      { userID: 6, name: "ada.byron", photoUrl: null, dateLastActive: null },
    ];
    answers["PATCH /api/v2/discussions/42"] = { ...base, insertUserID: 6 };
    const changed = vi.fn();
    renderMenu("administrator", base, changed);
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Change Author" }));
    const dialog = screen.getByRole("dialog", { name: "Change Author" });
    const save = within(dialog).getByRole("button", { name: "Change Author" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const box = within(dialog).getByRole("combobox", { name: "New author" });
    fireEvent.change(box, { target: { value: "ada" } });
    await within(dialog).findByRole("option", { name: "ada.lovelace" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-activedescendant")).toContain("option-6");
    fireEvent.keyDown(box, { key: "Enter" });
    expect((box as HTMLInputElement).value).toBe("ada.byron");
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ insertUserID: 6 });
    expect(changed).toHaveBeenCalledWith(
      expect.objectContaining({
        insertUserID: 6,
        insertUser: expect.objectContaining({ name: "ada.byron" }),
      }),
    );
  });
});
