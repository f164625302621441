// The settings panel on a real store (the home template): the selected node's form, edits as store operations
// (one undo step per action), problems back at the field, the Conditions group writing $middleware, and focus
// requests from the Problems panel.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { walkNodes } from "../../../../src/client/editor/model/paths";
import { TITLE_BAR_ID } from "../../../../src/client/editor/model/types";
import { SettingsPanel } from "../../../../src/client/editor/settings/SettingsPanel";
import {
  createEditorStore,
  type EditorStore,
  EditorStoreProvider,
} from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../../factories/editor";
import { axeViolations } from "../../widget-axe";
import { stubFetch, withQueryClient } from "../form/query-wrapper";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const store = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
  const view = render(
    withQueryClient(
      <EditorStoreProvider store={store}>
        <SettingsPanel upload={async (file) => ({ url: `/media/test/${file.name}` })} />
      </EditorStoreProvider>,
    ),
  );
  return { store, ...view };
}

function idOf(store: EditorStore, hydrateKey: string, nth = 0): string {
  const entry = walkNodes(store.getState().doc).filter((e) => e.node.$hydrate === hydrateKey)[nth];
  if (!entry) throw new Error(`no ${hydrateKey}`);
  return entry.node.$editorID;
}

const nodeOf = (store: EditorStore, id: string) =>
  walkNodes(store.getState().doc).find((e) => e.node.$editorID === id)?.node;

function select(store: EditorStore, id: string, kind: "widget" | "section" = "widget") {
  act(() => store.getState().select({ kind, id }));
}

describe("SettingsPanel", () => {
  it("asks for a selection when there is none", () => {
    setup();
    expect(
      screen.getByText("Select a widget, a section or the title bar to edit its settings."),
    ).toBeTruthy();
  });

  it("shows the selected banner's form: contextual title, and static text in one undo step", async () => {
    const { store, container } = setup();
    const banner = idOf(store, "react.app-banner");
    select(store, banner);
    expect(screen.getByRole("heading", { name: "Banner" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Site section name" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Contextual: siteSection/name")).toBeTruthy();
    const before = store.getState().past.length;
    fireEvent.click(
      within(screen.getByRole("group", { name: "Title text" })).getByRole("button", {
        name: "Use static text",
      }),
    );
    expect(nodeOf(store, banner)).toMatchObject({ titleType: "static", title: "" });
    expect(store.getState().past.length).toBe(before + 1);
    fireEvent.change(screen.getByLabelText("Title text"), { target: { value: "Welcome to the community" } });
    expect(nodeOf(store, banner)?.title).toBe("Welcome to the community");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("revalidates on every change and shows the store's problem at the field", () => {
    const { store } = setup();
    const list = idOf(store, "react.discussion.discussions");
    select(store, list);
    const limit = screen.getByLabelText("Number of posts");
    fireEvent.change(limit, { target: { value: "500" } });
    expect(store.getState().problems.some((p) => p.editorID === list && p.field === "apiParams.limit")).toBe(
      true,
    );
    expect(screen.getByLabelText("Number of posts").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(screen.getByLabelText("Number of posts"), { target: { value: "20" } });
    expect(screen.getByLabelText("Number of posts").getAttribute("aria-invalid")).toBeNull();
    expect(nodeOf(store, list)?.apiParams).toMatchObject({ limit: 20 });
  });

  it("focuses the field a problem names (requestFocus), opening its group", async () => {
    const { store } = setup();
    const list = idOf(store, "react.discussion.discussions");
    act(() => store.getState().requestFocus(list, "containerOptions.borderType"));
    await waitFor(() => expect(document.activeElement?.id).toBe(`field-${list}-containerOptions-borderType`));
  });

  it("Conditions: device visibility writes $middleware, and 'All devices' removes it", () => {
    const { store } = setup();
    const links = idOf(store, "react.quick-links");
    select(store, links);
    // The template shows this list on mobile only, so its Conditions start open.
    expect(screen.getByRole("button", { name: "Conditions" }).getAttribute("aria-expanded")).toBe("true");
    expect((screen.getByRole("radio", { name: "Mobile" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Tablet" }));
    expect(nodeOf(store, links)?.$middleware).toEqual({ visibility: { device: "tablet" } });
    expect(store.getState().pastLabels.at(-1)).toBe("Edit Quick Links conditions");
    fireEvent.click(screen.getByRole("radio", { name: "All devices" }));
    expect(nodeOf(store, links)?.$middleware).toBeUndefined();
  });

  it("Conditions: roles from GET /roles and a category from the categories picker", async () => {
    stubFetch({
      "/api/v2/roles": [
        { roleID: 8, name: "Member" },
        { roleID: 32, name: "Moderator" },
      ],
      "/api/v2/categories?outputFormat=flat&maxDepth=10&limit=500": [{ categoryID: 3, name: "Product Help" }],
    });
    const { store } = setup();
    const cta = idOf(store, "react.guest-cta");
    select(store, cta);
    fireEvent.click(screen.getByRole("button", { name: "Conditions" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Moderator" }));
    expect(nodeOf(store, cta)?.$middleware).toEqual({ "role-filter": { roleIDs: [32] } });
    const picker = screen.getByLabelText("Only on pages of this category");
    await screen.findByRole("option", { name: "Product Help" });
    fireEvent.change(picker, { target: { value: "0" } });
    expect(nodeOf(store, cta)?.$middleware).toEqual({
      "role-filter": { roleIDs: [32] },
      "category-filter": { categoryID: 3 },
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Also on its subcategories' pages" }));
    expect(nodeOf(store, cta)?.$middleware).toMatchObject({
      "category-filter": { categoryID: 3, includeChildCategories: true },
    });
  });

  it("a section shows its settings, never its regions", () => {
    const { store } = setup();
    const section =
      walkNodes(store.getState().doc).find((e) => e.node.$hydrate === "react.section.2-columns")?.node
        .$editorID ?? "";
    select(store, section, "section");
    fireEvent.click(screen.getByRole("switch", { name: "Is inverted" }));
    expect(nodeOf(store, section)?.isInverted).toBe(true);
    expect(screen.queryByText(/main bottom/i)).toBeNull();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).not.toContain("Main bottom");
  });

  it("edits the title bar through its own form, one undo step, and focuses its field on request", async () => {
    const { store, container } = setup();
    act(() => store.getState().select({ kind: "titleBar", id: TITLE_BAR_ID }));
    expect(screen.getByRole("heading", { name: "Title bar" })).toBeTruthy();
    const height = document.getElementById(`field-${TITLE_BAR_ID}-height`) as HTMLInputElement | null;
    if (!height) throw new Error("expected the title bar's height field");
    fireEvent.change(height, { target: { value: "20" } });
    expect(store.getState().doc.titleBar).toMatchObject({ $hydrate: "react.titleBar", height: 20 });
    // Too small: the problem comes back at the field, and the Problems panel's request focuses it.
    expect(store.getState().problems).toEqual([
      expect.objectContaining({ editorID: null, pointer: "/titleBar/height" }),
    ]);
    act(() => store.getState().select(null));
    act(() => store.getState().requestFocus(TITLE_BAR_ID, "height"));
    await waitFor(() => expect(document.activeElement?.id).toBe(`field-${TITLE_BAR_ID}-height`));
    expect(document.activeElement?.getAttribute("aria-invalid")).toBe("true");
    act(() => store.getState().undo());
    expect(store.getState().doc.titleBar).toEqual({ $hydrate: "react.titleBar" });
    expect(await axeViolations(container)).toEqual([]);
  });
});
