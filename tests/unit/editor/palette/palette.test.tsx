import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { insertContextKey, planInsert, refusalFor } from "../../../../src/client/editor/palette/insert-plan";
import {
  groupPaletteItems,
  matchesQuery,
  paletteItems,
} from "../../../../src/client/editor/palette/palette-items";
import { editorCatalog, editorDocument } from "../../../factories/editor";
import { renderCanvas, waitForPreview } from "../canvas/support";

afterEach(cleanup);

const catalog = editorCatalog("home");
const doc = editorDocument("home");

describe("palette items", () => {
  test("widgets plus optional assets; required assets are left out", () => {
    const discussion = editorCatalog("discussion");
    const keys = paletteItems(discussion).map((item) => item.key);
    const required = Object.entries(discussion.assets)
      .filter(([, a]) => a.isRequired)
      .map(([key]) => key);
    const optional = Object.entries(discussion.assets)
      .filter(([, a]) => !a.isRequired)
      .map(([key]) => key);
    expect(required.length).toBeGreaterThan(0);
    for (const key of required) expect(keys).not.toContain(key);
    for (const key of optional) expect(keys).toContain(key);
    expect(keys).toContain("react.discussion.discussions");
  });

  test("grouped by widgetGroup, sorted, and filtered by every word of the search", () => {
    const items = paletteItems(catalog);
    const groups = groupPaletteItems(items);
    expect(groups.map((g) => g.name)).toEqual(
      [...groups.map((g) => g.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(groups.find((g) => g.name === "Members")?.items.map((i) => i.name)).toEqual([
      "Leaderboard",
      "Role Spotlight",
      "User Spotlight",
    ]);
    const found = groupPaletteItems(items, "  quick  ");
    expect(found.flatMap((g) => g.items.map((i) => i.key))).toEqual(["react.quick-links"]);
    expect(groupPaletteItems(items, "members leader").flatMap((g) => g.items.map((i) => i.name))).toEqual([
      "Leaderboard",
    ]);
    expect(groupPaletteItems(items, "no such widget")).toEqual([]);
    const item = items.find((i) => i.key === "react.rss");
    expect(item && matchesQuery(item, "RSS")).toBe(true);
  });
});

describe("planInsert", () => {
  test("after the selected widget", () => {
    expect(planInsert(doc, catalog, "react.tag", { kind: "widget", id: "n9" }, null)).toEqual({
      target: { sectionID: "n5", region: "secondaryBottom", index: 2 },
    });
  });

  test("into the region an 'Add widget' button picked, at its end", () => {
    expect(
      planInsert(
        doc,
        catalog,
        "react.tag",
        { kind: "widget", id: "n9" },
        { sectionID: "n5", region: "secondaryTop" },
      ),
    ).toEqual({ target: { sectionID: "n5", region: "secondaryTop", index: 0 } });
  });

  test("into the selected section's first accepting region; nothing selected: the first that accepts it", () => {
    expect(planInsert(doc, catalog, "react.tag", { kind: "section", id: "n5" }, null)).toEqual({
      target: { sectionID: "n5", region: "mainTop", index: 1 },
    });
    expect(planInsert(doc, catalog, "react.tag", null, null)).toEqual({
      target: { sectionID: "n3", region: "children", index: 1 },
    });
  });

  test("a refusing place gives the reason", () => {
    expect(planInsert(doc, catalog, "react.tag", { kind: "widget", id: "n2" }, null)).toEqual({
      reason: "Not allowed in the full width of section 1 (1 Column - Full Width)",
    });
    const key = insertContextKey(doc, { kind: "widget", id: "n2" }, null);
    expect(refusalFor(catalog, key, "react.tag")).toBe(
      "Not allowed in the full width of section 1 (1 Column - Full Width)",
    );
    expect(refusalFor(catalog, key, "react.app-banner")).toBeNull();
    expect(refusalFor(catalog, insertContextKey(doc, null, null), "react.tag")).toBeNull();
  });
});

describe("Palette", () => {
  test("Enter on an item inserts it after the selected widget, selects it and announces it", async () => {
    const { store } = renderCanvas(editorDocument("home"), {
      palette: true,
      setup: (s) => s.getState().select({ kind: "widget", id: "n9" }),
    });
    const palette = screen.getByRole("region", { name: "Widget palette" });
    const item = within(palette).getByRole("button", { name: /Tag Cloud/ });
    fireEvent.keyDown(item, { key: "Enter", code: "Enter" });
    const region = store.getState().doc.layout[2]?.secondaryBottom as Array<{
      $hydrate: string;
      $editorID: string;
    }>;
    expect(region[2]?.$hydrate).toBe("react.tag");
    expect(store.getState().selection).toEqual({ kind: "widget", id: region[2]?.$editorID });
    expect(store.getState().announcement).toBe(
      "Tag Cloud added to secondary column, position 3 of 6, section 3.",
    );
  });

  test("items the selected place refuses are marked with the reason, not hidden", async () => {
    renderCanvas(editorDocument("home"), {
      palette: true,
      setup: (s) => s.getState().select({ kind: "widget", id: "n2" }),
    });
    const palette = screen.getByRole("region", { name: "Widget palette" });
    const tag = within(palette).getByRole("button", { name: /Tag Cloud/ });
    expect(tag.getAttribute("aria-disabled")).toBe("true");
    expect(tag.textContent).toContain("Not allowed in the full width of section 1");
    const banner = within(palette).getByRole("button", { name: /^Banner/ });
    expect(banner.getAttribute("aria-disabled")).toBeNull();
  });

  test("search filters the list; 'Add widget' on an empty region sends the next insert there", async () => {
    const { store } = renderCanvas(editorDocument("home"), { palette: true });
    const palette = screen.getByRole("region", { name: "Widget palette" });
    fireEvent.change(within(palette).getByLabelText("Search widgets"), { target: { value: "spotlight" } });
    expect(
      within(palette)
        .getAllByRole("button")
        .map((b) => b.getAttribute("data-palette-item")),
    ).toEqual(["react.rolespotlight", "react.userspotlight"]);
    await waitForPreview();
    fireEvent.click(
      screen.getByRole("button", { name: "Add widget to the secondary column (top) of section 3" }),
    );
    expect(document.activeElement?.id).toBe("editor-palette-search");
    expect(within(palette).getByText("Adds to the secondary column (top) of section 3.")).toBeTruthy();
    // Selecting something else forgets the picked region…
    fireEvent.click(document.querySelector("[data-editor-id='n11']") as HTMLElement);
    expect(within(palette).getByText(/^Adds after the selected widget/)).toBeTruthy();
    // …and picking it again sends the next insert there.
    fireEvent.click(
      screen.getByRole("button", { name: "Add widget to the secondary column (top) of section 3" }),
    );
    fireEvent.click(within(palette).getByRole("button", { name: /User Spotlight/ }));
    const top = store.getState().doc.layout[2]?.secondaryTop as Array<{ $hydrate: string }> | undefined;
    expect(top?.map((w) => w.$hydrate)).toEqual(["react.userspotlight"]);
  });

  test("keyboard: Space picks an item up where a click would insert it, arrows move it, Space drops it", async () => {
    const { store } = renderCanvas(editorDocument("home"), { palette: true });
    await waitForPreview();
    const palette = screen.getByRole("region", { name: "Widget palette" });
    const item = within(palette).getByRole("button", { name: /Tag Cloud/ });
    item.focus();
    fireEvent.keyDown(item, { key: " ", code: "Space" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    // Nothing selected: it starts at the end of the first region that accepts it (section 2), one step down is
    // the start of section 3's main column (top).
    fireEvent.keyDown(document, { key: "ArrowDown", code: "ArrowDown" });
    fireEvent.keyDown(document, { key: " ", code: "Space" });
    await waitFor(() => {
      const top = store.getState().doc.layout[2]?.mainTop as Array<{ $hydrate: string }> | undefined;
      expect(top?.map((w) => w.$hydrate)).toEqual(["react.tag", "react.quick-links"]);
    });
    await waitFor(() =>
      expect(document.body.textContent).toContain(
        "Tag Cloud added to main column (top), position 1 of 2, section 3.",
      ),
    );
    expect(store.getState().selection?.kind).toBe("widget");
  });
});
