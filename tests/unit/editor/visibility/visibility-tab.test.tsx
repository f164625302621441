// The matrix inside the editor page: its Inspector tab, the roles from GET /roles, a switch read out by the
// editor's live region, and Ctrl+Z from the grid taking it back (the cells are buttons, which the editor's
// shortcuts do not leave to a text field).
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { App } from "../../../../src/client/App";
import type { QuorumState } from "../../../../src/client/state";
import { GUEST_USER } from "../../../../src/layout/session";
import type { CurrentUser } from "../../../../src/types/generated/api/current-user";
import type { LayoutEdit } from "../../../../src/types/generated/api/layout-edit";
import { editorCatalog } from "../../../factories/editor";
import { type Call, mockApi } from "../pages/mock-api";

afterEach(cleanup);

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [4], isAdmin: true };
const ROLES = [
  { roleID: 1, name: "Guest", type: "guest" },
  { roleID: 2, name: "Member", type: "member" },
];
const LAYOUT = [
  {
    $hydrate: "react.section.1-column",
    children: [
      {
        $hydrate: "react.html",
        name: "Note",
        html: "<p>Hi</p>",
        $middleware: { visibility: { device: "mobile" } },
      },
    ],
  },
];

const EDIT: LayoutEdit = {
  layoutID: 9,
  name: "Home",
  layoutViewType: "home",
  formatVersion: 2,
  layout: LAYOUT,
  titleBar: { $hydrate: "react.titleBar" },
  latestRevisionID: 3,
  publishedRevisionID: 3,
};

function answer(call: Call) {
  if (call.path === "/api/v2/layouts/9/edit") return { status: 200, body: EDIT };
  if (call.path === "/api/v2/layouts/catalog") return { status: 200, body: editorCatalog("home") };
  if (call.path === "/api/v2/layouts/hydrate") return { status: 200, body: { layout: [] } };
  if (call.path === "/api/v2/roles") return { status: 200, body: ROLES };
  return undefined;
}

it("opens from the Inspector, announces a switch and takes it back with Ctrl+Z", async () => {
  mockApi(answer);
  window.history.replaceState(null, "", "/dashboard/layouts/home/9/edit");
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser: ADMIN, status: 200 };
  render(
    <App state={state} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} />,
  );
  fireEvent.click(await screen.findByRole("tab", { name: "Visibility" }, { timeout: 15_000 }));
  const grid = await screen.findByRole("grid", { name: "Visibility" });
  const desktop = await within(grid).findByRole("button", { name: "Custom HTML on Desktop" });
  expect(within(grid).getByRole("button", { name: "Custom HTML for Member" })).toBeTruthy();
  const live = screen.getByTestId("editor-announcement");

  fireEvent.click(desktop);
  expect(desktop.getAttribute("aria-pressed")).toBe("true");
  expect(live.textContent).toMatch(/^Show Custom HTML on Desktop\. It shows on Tablet too/);

  desktop.focus();
  fireEvent.keyDown(desktop, { key: "z", ctrlKey: true });
  expect(desktop.getAttribute("aria-pressed")).toBe("false");
  expect(live.textContent).toBe("Undid Show Custom HTML on Desktop");
});
