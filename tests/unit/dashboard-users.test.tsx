// /dashboard/users: the list and its search, what editing, banning and deleting send, confirmations, toasts,
// refusals shown where they happened, and what a viewer without users.edit or personalInfo.view is offered.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UsersPage } from "../../src/client/pages/dashboard/UsersPage";
import { SessionProvider } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { Permissions } from "../../src/types/generated/api/permissions";
import type { Role } from "../../src/types/generated/api/role";
import type { User } from "../../src/types/generated/api/user";
import { toastStore } from "../../src/ui/toast-store";
import { axeViolations } from "./widget-axe";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.getState().clearToasts();
});

const ROLES: Role[] = [
  { roleID: 1, name: "Guest", type: "guest" },
  { roleID: 2, name: "Member", type: "member" },
  { roleID: 3, name: "Moderator", type: "moderator" },
  { roleID: 4, name: "Administrator", type: "administrator" },
];

const person = (userID: number, name: string, extra: Partial<User> = {}): User => ({
  userID,
  name,
  email: `${name}@example.com`,
  photoUrl: "",
  url: `/profile/${name}`,
  private: false,
  banned: 0,
  title: null,
  roleIDs: [2],
  ...extra,
});

const ADMIN = person(1, "admin", { roleIDs: [4], title: "Community Manager" });
const MEMBER = person(3, "member");
const BANNED = person(7, "spammer", { banned: 1 });
const PEOPLE = [ADMIN, MEMBER, BANNED];

const ME: CurrentUser = {
  userID: 1,
  name: "admin",
  photoUrl: "",
  dateLastActive: null,
  roleIDs: [4],
  isAdmin: true,
  emailConfirmed: true,
  countUnreadNotifications: 0,
  countUnreadConversations: 0,
};

const record = (isAdmin: boolean, granted: string[]): Permissions => ({
  isAdmin,
  permissions: [{ type: "global", permissions: Object.fromEntries(granted.map((name) => [name, true])) }],
  junctions: { category: [] },
  junctionAliases: { category: {} },
});

type Call = { url: string; method: string; body: unknown };
type Reply = { status: number; body?: unknown };

interface Stub {
  permissions?: Permissions;
  patch?: Reply;
  remove?: Reply;
}

function stubApi({ permissions = record(true, []), patch, remove }: Stub = {}) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const reply = (status: number, value?: unknown, headers: Record<string, string> = {}) =>
      new Response(value === undefined ? null : JSON.stringify(value), {
        status,
        headers: { "Content-Type": "application/json", ...headers },
      });
    if (url.startsWith("/api/v2/users/$me/permissions")) return reply(200, permissions);
    if (url.startsWith("/api/v2/users?") && method === "GET") {
      return reply(200, PEOPLE, {
        "X-App-Page-Current": "1",
        "X-App-Page-Limit": "30",
        "X-App-Page-Result-Count": "45",
        "X-App-Page-Next-Url": "/api/v2/users?page=2&limit=30",
      });
    }
    const target = PEOPLE.find((p) => url === `/api/v2/users/${p.userID}`);
    if (target && method === "PATCH") {
      const answer = patch ?? { status: 200, body: { ...target, ...body } };
      return reply(answer.status, answer.body);
    }
    if (target && method === "DELETE") {
      const answer = remove ?? { status: 204 };
      return reply(answer.status, answer.body);
    }
    return reply(404, { message: "Not found", status: 404 });
  });
  return calls;
}

function renderPage(path = "/dashboard/users") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={ME}>
        <MemoryRouter initialEntries={[path]}>
          <UsersPage roles={ROLES} />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const rowOf = async (name: string) => {
  const header = await screen.findByRole("rowheader", { name: new RegExp(`^${name}`) });
  const row = header.closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const toastTexts = () => toastStore.getState().toasts.map((t) => t.body);

describe("UsersPage", () => {
  it("lists a page of users with emails, roles, states and a pager, and searches through the address", async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    const { container } = renderPage();
    const member = await rowOf("member");
    expect(member.getByText("member@example.com")).toBeTruthy();
    expect(member.getByText("Member")).toBeTruthy();
    expect((await rowOf("spammer")).getByText("Banned")).toBeTruthy();
    expect(screen.getByText("45 users")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain("/api/v2/users?page=1&limit=30");
    // One's own account cannot be banned or deleted here.
    const own = await rowOf("admin");
    expect(own.getByRole("button", { name: "Edit admin" })).toBeTruthy();
    expect(own.queryByRole("button", { name: "Ban admin" })).toBeNull();
    expect(own.queryByRole("button", { name: "Delete admin" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "ken");
    await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Moderator");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await vi.waitFor(() =>
      expect(calls.map((c) => c.url)).toContain("/api/v2/users?query=ken&roleID=3&page=1&limit=30"),
    );
  }, 20_000);

  it("edits a user, sending only what changed, and says so in a toast", async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderPage();
    await user.click((await rowOf("member")).getByRole("button", { name: "Edit member" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit member" }));
    expect(document.activeElement).toBe(dialog.getByRole("textbox", { name: "Name" }));
    await user.type(dialog.getByRole("textbox", { name: "Title" }), "Helper");
    await user.click(dialog.getByRole("checkbox", { name: "Moderator" }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "PATCH")).toEqual({
      url: "/api/v2/users/3",
      method: "PATCH",
      body: { title: "Helper", roleIDs: [2, 3] },
    });
    expect(toastTexts()).toContain("member saved.");
  }, 20_000);

  it("keeps the dialog open with the field's error when the server refuses, and checks roles first", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      patch: {
        status: 422,
        body: {
          message: "That name is already taken.",
          status: 422,
          errors: { name: [{ field: "name", code: "taken", message: "That name is already taken." }] },
        },
      },
    });
    renderPage();
    await user.click((await rowOf("member")).getByRole("button", { name: "Edit member" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit member" }));
    await user.click(dialog.getByRole("checkbox", { name: "Member" }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByText("Choose at least one role.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    await user.click(dialog.getByRole("checkbox", { name: "Member" }));
    const name = dialog.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "admin");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(dialog.getByText("That name is already taken.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ name: "admin" });
    expect(screen.getByRole("dialog", { name: "Edit member" })).toBeTruthy();
  });

  it("bans after a confirmation and unbans at once", async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderPage();
    await user.click((await rowOf("member")).getByRole("button", { name: "Ban member" }));
    const confirm = within(screen.getByRole("dialog", { name: "Ban User" }));
    expect(confirm.getByText(/signed out at once/)).toBeTruthy();
    await user.click(confirm.getByRole("button", { name: "Ban" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ banned: 1 });
    expect(toastTexts()).toContain("member is banned and signed out everywhere.");

    await user.click((await rowOf("spammer")).getByRole("button", { name: "Unban spammer" }));
    await vi.waitFor(() => expect(toastTexts()).toContain("spammer is no longer banned."));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => [c.url, c.body])).toContainEqual([
      "/api/v2/users/7",
      { banned: 0 },
    ]);
  });

  it("reports a failed unban in an error toast", async () => {
    const user = userEvent.setup();
    stubApi({ patch: { status: 403, body: { message: "Permission Problem", status: 403 } } });
    renderPage();
    await user.click((await rowOf("spammer")).getByRole("button", { name: "Unban spammer" }));
    await vi.waitFor(() => expect(toastStore.getState().toasts[0]?.preset).toBe("error"));
    expect(toastTexts()).toEqual(["Permission Problem"]);
  });

  it("deletes after a confirmation, and shows a refusal in the dialog", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      remove: {
        status: 422,
        body: {
          message: "The site needs at least one active administrator: this is the last one.",
          status: 422,
        },
      },
    });
    renderPage();
    await user.click((await rowOf("member")).getByRole("button", { name: "Delete member" }));
    const confirm = within(screen.getByRole("dialog", { name: "Delete User" }));
    expect(confirm.getByText(/Deleted User/)).toBeTruthy();
    // A destructive confirmation starts on Cancel.
    expect(document.activeElement).toBe(confirm.getByRole("button", { name: "Cancel" }));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    expect(await confirm.findByText(/last one/)).toBeTruthy();
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/api/v2/users/3");
    expect(toastTexts()).toEqual([]);
  });

  it("deletes and reports success in a toast", async () => {
    const user = userEvent.setup();
    stubApi();
    renderPage();
    await user.click((await rowOf("member")).getByRole("button", { name: "Delete member" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Delete User" })).getByRole("button", { name: "Delete" }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toastTexts()).toEqual(["member's account was deleted. Their posts now show 'Deleted User'."]);
  });

  it("offers only deleting to a viewer with users.delete alone, and no emails without personalInfo.view", async () => {
    stubApi({ permissions: record(false, ["session.valid", "users.delete"]) });
    renderPage();
    const member = await rowOf("member");
    await member.findByRole("button", { name: "Delete member" });
    expect(member.queryByRole("button", { name: "Edit member" })).toBeNull();
    expect(member.queryByRole("button", { name: "Ban member" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Email" })).toBeNull();
    expect(screen.getByRole("searchbox", { name: "Search users" }).getAttribute("placeholder")).toBe("Name");
  });
});
