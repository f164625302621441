// /dashboard/roles: a role's details and its permission grids, what saving sends, and a refused save.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RolesPage } from "../../src/client/pages/dashboard/RolesPage";
import type { AuditLogEntry } from "../../src/types/generated/api/audit-log-entry";
import type { PermissionCategory } from "../../src/types/generated/api/permission-category";
import type { Role } from "../../src/types/generated/api/role";
import type { RoleDetail } from "../../src/types/generated/api/role-detail";
import { axeViolations } from "./widget-axe";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROLES: Role[] = [
  { roleID: 1, name: "Guest", type: "guest" },
  { roleID: 2, name: "Member", type: "member" },
];
const MEMBER: RoleDetail = {
  roleID: 2,
  name: "Member",
  description: "Everyone who registered.",
  type: "member",
  sort: 2,
  system: true,
  permissions: {
    global: ["session.valid"],
    categories: [{ categoryID: -1, permissions: ["discussions.view", "comments.add"] }],
  },
};
const CATEGORIES: PermissionCategory[] = [
  { categoryID: -1, name: "Default Category Permissions", categoryIDs: [1, 4] },
  { categoryID: 2, name: "Staff", categoryIDs: [2, 3] },
];

const HISTORY: AuditLogEntry[] = [
  {
    auditLogID: 4,
    userID: 1,
    userName: "admin",
    action: "role.permissions",
    recordType: "role",
    recordID: 2,
    requestMethod: "PUT",
    requestPath: "/api/v2/roles/2/permissions",
    ipAddress: "127.0.0.1",
    parentAuditLogID: null,
    parentRequestPath: null,
    parentRequestMethod: null,
    parentRequestQuery: null,
    changes: { before: null, after: null },
    dateInserted: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  },
];

type Call = { url: string; method: string; body: unknown };

function stubApi(putStatus = 200) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const reply = (status: number, value: unknown) =>
      new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });
    if (url === "/api/v2/roles/permission-categories") return reply(200, CATEGORIES);
    if (url === "/api/v2/audit-logs?recordType=role&recordID=2&limit=10") return reply(200, HISTORY);
    if (url === "/api/v2/roles/2" && method === "GET") return reply(200, MEMBER);
    if (url === "/api/v2/roles" && method === "POST") {
      return reply(201, {
        ...MEMBER,
        roleID: 9,
        system: false,
        ...body,
        permissions: { global: [], categories: [] },
      });
    }
    if (url === "/api/v2/roles/2/permissions") {
      return putStatus === 200
        ? reply(200, { ...MEMBER, permissions: body })
        : reply(putStatus, {
            message: "system.only is not a global permission.",
            status: putStatus,
            errors: { global: [{ field: "global", code: "unknownPermission", message: "Nope." }] },
          });
    }
    return reply(404, { message: "Not found", status: 404 });
  });
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/roles?roleID=2"]}>
        <RolesPage roles={ROLES} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("RolesPage", () => {
  it("shows the chosen role's grants and saves the grids whole", async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    const { container } = renderPage();
    const staffView = await screen.findByRole("checkbox", { name: "discussions.view in Staff" });
    expect(screen.getByRole("link", { name: "Member" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByRole("checkbox", { name: "session.valid" }) as HTMLInputElement).checked).toBe(true);
    expect(
      (
        screen.getByRole("checkbox", {
          name: "comments.add in Default Category Permissions",
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect((staffView as HTMLInputElement).checked).toBe(false);
    expect((await screen.findByText(/Permissions changed by admin/)).textContent).toMatch(/5 minutes ago/);
    // A system role cannot be deleted.
    expect((screen.getByRole("button", { name: "Delete Role" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(staffView);
    await user.click(screen.getByRole("checkbox", { name: "session.valid" }));
    await user.click(screen.getByRole("checkbox", { name: "profiles.view" }));
    await user.click(screen.getByRole("button", { name: "Save Permissions" }));
    await screen.findByRole("button", { name: "Permissions Saved" });
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url).toBe("/api/v2/roles/2/permissions");
    expect(put?.body).toEqual({
      global: ["profiles.view"],
      categories: [
        { categoryID: -1, permissions: ["discussions.view", "comments.add"] },
        { categoryID: 2, permissions: ["discussions.view"] },
      ],
    });
    expect(screen.getByRole("status").textContent).toBe("Permissions of “Member” saved.");
    expect(await axeViolations(container)).toEqual([]);
    // The grid has a checkbox per permission and permission category, and axe walks them all: slow on a busy host.
  }, 20_000);

  it("adds a role of the chosen type", async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderPage();
    const form = screen.getByRole("form", { name: "Add a role" });
    await user.type(within(form).getByRole("textbox", { name: "Name" }), "Helpers");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Type" }), "moderator");
    await user.click(within(form).getByRole("button", { name: "Add Role" }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toBe("Role “Helpers” added."));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      url: "/api/v2/roles",
      method: "POST",
      body: { name: "Helpers", description: "", type: "moderator" },
    });
  });

  it("keeps the changes and shows why when saving is refused", async () => {
    const user = userEvent.setup();
    stubApi(422);
    renderPage();
    await user.click(await screen.findByRole("checkbox", { name: "site.manage" }));
    await user.click(screen.getByRole("button", { name: "Save Permissions" }));
    await vi.waitFor(() =>
      expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Nope."))).toBe(true),
    );
    expect((screen.getByRole("checkbox", { name: "site.manage" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Save Permissions" })).toBeTruthy();
  });
});
