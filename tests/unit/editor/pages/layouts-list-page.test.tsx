// /dashboard/layouts through the whole client app (router, lazy route, query cache) with fetch mocked: grouping
// by view type, where layouts apply, create from a template, delete refused while applied, the apply dialog
// (keyboard, focus returned, PUT body), axe, and the 403 a member gets.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../../../../src/client/App";
import { initialChoice, viewsInput } from "../../../../src/client/editor/pages/ApplyLayoutDialog";
import type { QuorumState } from "../../../../src/client/state";
import { GUEST_USER } from "../../../../src/layout/session";
import type { CurrentUser } from "../../../../src/types/generated/api/current-user";
import type { LayoutMetadata } from "../../../../src/types/generated/api/layout-metadata";
import type { LayoutView } from "../../../../src/types/generated/api/layout-view";
import { axeViolations } from "../../widget-axe";
import { type Call, mockApi } from "./mock-api";

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [16], isAdmin: true };
const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8] };
const DATE = "2026-11-21T10:00:00Z";

function view(layoutID: number | string, recordType: string, recordID: number, id: number): LayoutView {
  return {
    layoutViewID: id,
    layoutID,
    recordID,
    recordType,
    layoutViewType: "home",
    insertUserID: 1,
    dateInserted: DATE,
  };
}

const LAYOUTS: LayoutMetadata[] = [
  {
    layoutID: "home",
    name: "Home Template",
    layoutViewType: "home",
    isDefault: true,
    insertUserID: 1,
    dateInserted: DATE,
    layoutViews: [],
  },
  {
    layoutID: 5,
    name: "Spring home",
    layoutViewType: "home",
    isDefault: false,
    insertUserID: 1,
    dateInserted: DATE,
    layoutViews: [view(5, "global", -1, 3)],
  },
  {
    layoutID: 6,
    name: "Quiet home",
    layoutViewType: "home",
    isDefault: false,
    insertUserID: 1,
    dateInserted: DATE,
    layoutViews: [],
  },
  {
    layoutID: "discussionList",
    name: "Discussions Template",
    layoutViewType: "discussionList",
    isDefault: true,
    insertUserID: 1,
    dateInserted: DATE,
    layoutViews: [view("discussionList", "global", -1, -1)],
  },
  {
    layoutID: 7,
    name: "Fr discussions",
    layoutViewType: "discussionList",
    isDefault: false,
    insertUserID: 1,
    dateInserted: DATE,
    layoutViews: [view(7, "siteSection", 2, 4)],
  },
];

const DISCUSSION_LAYOUT: LayoutMetadata = {
  layoutID: 8,
  name: "Roomy discussion",
  layoutViewType: "discussion",
  isDefault: false,
  insertUserID: 1,
  dateInserted: DATE,
  layoutViews: [],
};

const CATEGORIES = [
  { categoryID: 1, name: "General", depth: 1 },
  { categoryID: 2, name: "Help", depth: 1 },
  { categoryID: 3, name: "Help: Installing", depth: 2 },
];

function api(call: Call) {
  if (call.method === "GET" && call.path === "/api/v2/categories") return { status: 200, body: CATEGORIES };
  if (call.method === "PUT" && call.path === "/api/v2/layouts/8/views") return { status: 200, body: [] };
  if (call.method === "GET" && call.path === "/api/v2/layouts")
    return { status: 200, body: [...LAYOUTS, DISCUSSION_LAYOUT] };
  if (call.method === "GET" && call.path === "/api/v2/layouts/5/views")
    return { status: 200, body: [{ ...view(5, "global", -1, 3), record: { name: "Global", url: "/" } }] };
  if (call.method === "GET" && call.path === "/api/v2/layouts/7/views")
    return { status: 200, body: [{ ...view(7, "siteSection", 2, 4), record: { name: "fr", url: "/fr" } }] };
  if (call.method === "DELETE" && call.path === "/api/v2/layouts/5")
    return { status: 422, body: { message: "Active layout cannot be deleted.", status: 422 } };
  if (call.method === "PUT" && call.path === "/api/v2/layouts/6/views") return { status: 200, body: [] };
  if (call.method === "GET" && call.path === "/api/v2/layouts/5")
    return {
      status: 200,
      body: { ...LAYOUTS[1], formatVersion: 2, layout: [], titleBar: { $hydrate: "react.titleBar" } },
    };
  if (call.method === "GET" && call.path === "/api/v2/layouts/home")
    return {
      status: 200,
      body: {
        ...LAYOUTS[0],
        formatVersion: 2,
        layout: [{ $hydrate: "react.section.full-width", children: [] }],
        titleBar: { $hydrate: "react.titleBar" },
      },
    };
  if (call.method === "POST" && call.path === "/api/v2/layouts")
    return {
      status: 201,
      body: { ...(call.body as object), layoutID: 42, isDefault: false, insertUserID: 1, dateInserted: DATE },
    };
  if (call.path === "/api/v2/layouts/42/edit")
    return { status: 403, body: { message: "stop here", status: 403 } };
  return undefined;
}

function renderAt(url: string, currentUser: CurrentUser, status = 200) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser, status };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

afterEach(() => cleanup());

describe("initialChoice / viewsInput", () => {
  it("reads the current views and writes the PUT body", () => {
    expect(initialChoice([])).toEqual({ choice: "none", ids: [] });
    expect(initialChoice([view(1, "global", -1, 1)])).toEqual({ choice: "global", ids: [] });
    // A template's made-up default view (id -1) is no choice the admin made.
    expect(initialChoice([view("home", "global", -1, -1)])).toEqual({ choice: "none", ids: [] });
    expect(initialChoice([view(1, "category", 4, 1), view(1, "category", 9, 2)])).toEqual({
      choice: "category",
      ids: [4, 9],
    });
    expect(viewsInput("none", [4])).toEqual([]);
    expect(viewsInput("global", [4])).toEqual([{ recordType: "global", recordID: -1 }]);
    expect(viewsInput("siteSection", [0, 2])).toEqual([
      { recordType: "siteSection", recordID: 0 },
      { recordType: "siteSection", recordID: 2 },
    ]);
  });
});

describe("/dashboard/layouts", { timeout: 30_000 }, () => {
  it("lists layouts by view type with where each applies, and is axe-clean", async () => {
    mockApi(api);
    const { container } = renderAt("/dashboard/layouts", ADMIN);
    const home = await screen.findByRole("region", { name: "Homepage" }, { timeout: 10_000 });
    const items = within(home)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(items[0]).toContain("Home Template");
    expect(items[0]).toContain("Not applied");
    expect(items.find((text) => text.includes("Spring home"))).toContain("Applied");
    const discussions = screen.getByRole("region", { name: "Discussions Page" });
    await within(discussions).findByText("Site section: fr");
    expect(within(discussions).getByText(/default for all pages/)).toBeTruthy();
    // Templates are copied and applied, never edited or deleted.
    expect(within(home).queryByRole("link", { name: "Edit Home Template" })).toBeNull();
    expect(within(home).queryByRole("button", { name: "Delete Home Template" })).toBeNull();
    expect(within(home).getByRole("link", { name: "Edit Spring home" }).getAttribute("href")).toBe(
      "/dashboard/layouts/home/5/edit",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says why an applied layout cannot be deleted, and gives focus back when the dialog closes", async () => {
    mockApi(api);
    renderAt("/dashboard/layouts", ADMIN);
    const remove = await screen.findByRole("button", { name: "Delete Spring home" });
    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Delete “Spring home”?" });
    expect(document.activeElement?.textContent).toBe("Cancel");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "Active layout cannot be deleted.",
    );
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete Spring home" }));
  });

  it("applies a layout globally from the keyboard-operable dialog", async () => {
    const calls = mockApi(api);
    const { container } = renderAt("/dashboard/layouts", ADMIN);
    fireEvent.click(await screen.findByRole("button", { name: "Apply Quiet home" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply “Quiet home”" });
    const radios = within(dialog).getAllByRole("radio");
    // home may only be applied globally (docs/reference/layout-documents.md#views).
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual([
      "Not applied",
      "Apply Layout to Site Home Page",
    ]);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Apply Layout to Site Home Page" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/v2/layouts/6/views",
      body: [{ recordType: "global", recordID: -1 }],
    });
  });

  it("applies a discussion layout to chosen categories, and asks for one when none is chosen", async () => {
    const calls = mockApi(api);
    renderAt("/dashboard/layouts", ADMIN);
    fireEvent.click(
      await screen.findByRole("button", { name: "Apply Roomy discussion" }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Apply “Roomy discussion”" });
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      "Not applied",
      "Set as default layout for all Discussion Page",
      "Apply to categories",
      "Apply to site sections",
    ]);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Apply to categories" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(
      within(dialog)
        .getByText(/Choose at least one/)
        .getAttribute("role"),
    ).toBe("alert");
    fireEvent.click(await within(dialog).findByRole("checkbox", { name: "Help" }));
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Help: Installing" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/v2/layouts/8/views",
      body: [
        { recordType: "category", recordID: 2 },
        { recordType: "category", recordID: 3 },
      ],
    });
  });

  it("creates a layout from the view type's template and opens it in the editor", async () => {
    const calls = mockApi(api);
    renderAt("/dashboard/layouts", ADMIN);
    fireEvent.click(await screen.findByRole("button", { name: "New Homepage layout" }));
    await waitFor(() => expect(window.location.pathname).toBe("/dashboard/layouts/home/42/edit"), {
      timeout: 10_000,
    });
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Untitled Homepage",
      layoutViewType: "home",
      formatVersion: 2,
      layout: [{ $hydrate: "react.section.full-width", children: [] }],
      titleBar: { $hydrate: "react.titleBar" },
    });
  });

  it("says so when a copy cannot be created, and stays on the list", async () => {
    mockApi((call) =>
      call.method === "POST" && call.path === "/api/v2/layouts"
        ? { status: 400, body: { message: "The layout is not valid: layout.0: must be object", status: 400 } }
        : api(call),
    );
    renderAt("/dashboard/layouts", ADMIN);
    fireEvent.click(await screen.findByRole("button", { name: "Copy Spring home" }, { timeout: 10_000 }));
    const message = await screen.findByText("The layout is not valid: layout.0: must be object");
    expect(message.closest("[role=alert]")?.textContent).toContain("Nothing was created.");
    expect(window.location.pathname).toBe("/dashboard/layouts");
  });

  it("shows a member the permission problem the API answered", async () => {
    mockApi(() => ({ status: 403, body: { message: "Permission Problem", status: 403 } }));
    renderAt("/dashboard/layouts", MEMBER);
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
  });

  it("shows a guest the permission problem without asking the API", async () => {
    const calls = mockApi(api);
    renderAt("/dashboard/layouts/home/5/edit", GUEST_USER, 403);
    expect(await screen.findByRole("heading", { name: "Permission Problem" })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith("/api/v2/layouts"))).toEqual([]);
  });
});
