// The visibility matrix panel: a grid of every section and widget by device and role, each toggle one undo step
// writing the settings form's $middleware and announced (refusals too), arrow keys between cells, contradictions
// that select their widget, the roles from GET /roles, and axe.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { modifyMiddleware } from "../../../../src/client/editor/model/ops";
import { findNode } from "../../../../src/client/editor/model/paths";
import type { EditorDocument } from "../../../../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import { VisibilityPanel } from "../../../../src/client/editor/visibility/VisibilityPanel";
import type { MatrixRole } from "../../../../src/lib/layout/visibility-matrix";
import { editorCatalog, editorDocument } from "../../../factories/editor";
import { axeViolations } from "../../widget-axe";
import { stubFetch, withQueryClient } from "../form/query-wrapper";

afterEach(cleanup);

const ROLES: MatrixRole[] = [
  { roleID: 2, name: "Member", type: "member" },
  { roleID: 1, name: "Guest", type: "guest" },
  { roleID: 3, name: "Moderator", type: "moderator" },
  { roleID: 4, name: "Administrator", type: "administrator" },
];

// The discussion list template: n1 full-width section (n2 banner), n3 two columns (n4 breadcrumbs, n5 the required
// discussion list, n6 guest call to action, n7 new post button, n8 quick links, n9 tags).
function renderPanel(
  document: EditorDocument = editorDocument("discussionList"),
  roles: MatrixRole[] = ROLES,
) {
  const store = createEditorStore({ document, catalog: editorCatalog("discussionList") });
  const view = render(
    <EditorStoreProvider store={store}>
      <VisibilityPanel roles={roles} />
    </EditorStoreProvider>,
  );
  return { store, ...view };
}

const withMiddleware = (id: string, middleware: Record<string, unknown>) =>
  modifyMiddleware(editorDocument("discussionList"), id, middleware);
const middlewareOf = (store: ReturnType<typeof renderPanel>["store"], id: string) =>
  findNode(store.getState().doc, id)?.$middleware;
const cell = (name: string) => screen.getByRole("button", { name });

describe("VisibilityPanel", () => {
  it("shows every section and widget against the devices and the roles, guest first", async () => {
    const { container } = renderPanel();
    const grid = screen.getByRole("grid", { name: "Visibility" });
    const headers = within(grid)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "Section or widget",
      "Devices",
      "Roles",
      "Desktop",
      "Tablet",
      "Mobile",
      "Guest",
      "Member",
      "Moderator",
      "Administrator",
    ]);
    const rows = within(grid).getAllByRole("rowheader");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Section 1: 1 Column - Full Width",
      "Community Posts",
      "Section 2: 2 Columns - Default",
      "Breadcrumbs",
      "Recent Posts",
      "Welcome!",
      "New Post Button",
      "Quick Links",
      "Popular Tags",
    ]);
    expect(cell("Recent Posts on Mobile").getAttribute("aria-pressed")).toBe("true");
    expect(cell("Recent Posts for Guest").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("No contradictions")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("writes the settings form's $middleware as one undo step, announced, and undoes it", () => {
    const { store } = renderPanel();
    fireEvent.click(cell("Welcome! on Mobile"));
    expect(middlewareOf(store, "n6")).toEqual({ visibility: { device: "desktop" } });
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().announcement).toBe(
      "Hide Welcome! on Mobile. Now on desktop and tablet, seen by everyone.",
    );
    expect(cell("Welcome! on Mobile").getAttribute("aria-pressed")).toBe("false");

    act(() => store.getState().undo());
    expect(middlewareOf(store, "n6")).toBeUndefined();
    expect(store.getState().announcement).toBe("Undid Hide Welcome! on Mobile");
    expect(cell("Welcome! on Mobile").getAttribute("aria-pressed")).toBe("true");
  });

  it("drops a filter that filters nothing, as the settings form does", () => {
    const { store } = renderPanel(withMiddleware("n6", { visibility: { device: "desktop" } }));
    fireEvent.click(cell("Welcome! on Mobile"));
    expect(findNode(store.getState().doc, "n6")).not.toHaveProperty("$middleware");
  });

  it("says what else a device class shows, and refuses what no class can say", () => {
    const { store } = renderPanel(withMiddleware("n7", { visibility: { device: "mobile" } }));
    fireEvent.click(cell("New Post Button on Desktop"));
    expect(middlewareOf(store, "n7")).toBeUndefined();
    expect(store.getState().announcement).toMatch(
      /^Show New Post Button on Desktop\. It shows on Tablet too/,
    );

    fireEvent.click(cell("New Post Button on Tablet"));
    expect(store.getState().announcement).toBe(
      "New Post Button can't show on Desktop and Mobile only: the device classes are all devices, desktop with tablet, tablet only and mobile only.",
    );
    expect(store.getState().past).toHaveLength(1);
  });

  it("edits the role list, and refuses to take the last role away", () => {
    const { store } = renderPanel(withMiddleware("n8", { "role-filter": { roleIDs: [2, 3] } }));
    fireEvent.click(cell("Quick Links for Moderator"));
    expect(middlewareOf(store, "n8")).toEqual({ "role-filter": { roleIDs: [2] } });
    expect(store.getState().announcement).toBe(
      "Hide Quick Links from Moderator. Now on every device, seen by Member.",
    );
    fireEvent.click(cell("Quick Links for Member"));
    expect(store.getState().announcement).toBe(
      "At least one role must see Quick Links: to show it to nobody, delete it.",
    );
    expect(middlewareOf(store, "n8")).toEqual({ "role-filter": { roleIDs: [2] } });
  });

  it("moves between cells with the arrow keys, Home and End, one cell in the Tab order", () => {
    renderPanel();
    const grid = screen.getByRole("grid");
    const first = screen.getByRole("button", { name: "Section 1: 1 Column - Full Width" });
    expect(first.tabIndex).toBe(0);
    expect(cell("Community Posts on Desktop").tabIndex).toBe(-1);
    act(() => first.focus());
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Community Posts");
    fireEvent.keyDown(grid, { key: "ArrowRight" });
    expect(document.activeElement).toBe(cell("Community Posts on Desktop"));
    expect(cell("Community Posts on Desktop").tabIndex).toBe(0);
    fireEvent.keyDown(grid, { key: "End" });
    expect(document.activeElement).toBe(cell("Community Posts for Administrator"));
    fireEvent.keyDown(grid, { key: "End", ctrlKey: true });
    expect(document.activeElement).toBe(cell("Popular Tags for Administrator"));
    fireEvent.keyDown(grid, { key: "Home" });
    expect(document.activeElement?.textContent).toBe("Popular Tags");
  });

  it("lists a widget hidden everywhere, selects it from the list, and clears once fixed", async () => {
    const hidden = modifyMiddleware(
      modifyMiddleware(editorDocument("discussionList"), "n3", { visibility: { device: "mobile" } }),
      "n9",
      { visibility: { device: "tablet" } },
    );
    const { store, container } = renderPanel(hidden);
    expect(await axeViolations(container)).toEqual([]);
    const item = screen.getByRole("button", { name: /^Popular Tags Hidden everywhere/ });
    // The required discussion list is in the mobile-only section too.
    expect(
      screen.getByRole("button", { name: /^Recent Posts Required on this page, but hidden on/ }),
    ).toBeTruthy();
    // Its row header carries the mark; a widget the mobile-only section still shows does not.
    expect(screen.getByRole("button", { name: /^Popular Tags\s*\(contradiction\)$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Quick Links" })).toBeTruthy();
    fireEvent.click(item);
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n9" });

    fireEvent.click(cell("Popular Tags on Mobile"));
    expect(screen.queryByRole("button", { name: /^Popular Tags Hidden everywhere/ })).toBeNull();
    expect(cell("Popular Tags on Mobile").getAttribute("aria-pressed")).toBe("true");
  });

  it("names a role filter's missing roles and removes them on request", () => {
    const { store } = renderPanel(withMiddleware("n7", { "role-filter": { roleIDs: [2, 99] } }));
    expect(screen.getByText("Its role filter names role #99, which no longer exists.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove the missing roles from New Post Button" }));
    expect(middlewareOf(store, "n7")).toEqual({ "role-filter": { roleIDs: [2] } });
    expect(screen.getByText("No contradictions")).toBeTruthy();
  });

  it("loads the roles from GET /roles when none are given", async () => {
    stubFetch({ "/api/v2/roles": ROLES });
    const store = createEditorStore({
      document: editorDocument("discussionList"),
      catalog: editorCatalog("discussionList"),
    });
    render(
      withQueryClient(
        <EditorStoreProvider store={store}>
          <VisibilityPanel />
        </EditorStoreProvider>,
      ),
    );
    expect(screen.getByText("Loading roles…")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Recent Posts for Moderator" })).toBeTruthy();
  });
});
