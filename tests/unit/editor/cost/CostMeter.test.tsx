// The cost meter panel (src/client/editor/cost/): the measured figures per widget and for the page on the chosen
// device, the budget (kept in localStorage, editable in place) and its warnings, what hiding on mobile saves and the
// one-step "Hide on mobile", keyboard operable and announced; the tab's panel reads the canvas's preview hydration.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  type PreviewHydrator,
  PreviewHydratorProvider,
} from "../../../../src/client/editor/canvas/preview-hydrator";
import { CostMeter, CostPanel } from "../../../../src/client/editor/cost";
import { COST_BUDGET_STORAGE_KEY, writeCostBudget } from "../../../../src/client/editor/cost/budget-storage";
import { findNode } from "../../../../src/client/editor/model/paths";
import type { EditorDocument, JsonObject } from "../../../../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import type { LayoutPreviewCost } from "../../../../src/lib/layout/cost-budget";
import { editorCatalog, editorDocument, editorTemplate } from "../../../factories/editor";
import { editorCostFixture } from "../../../factories/editor-cost";
import { axeViolations } from "../../widget-axe";

afterEach(() => {
  cleanup();
  writeCostBudget(null);
});

/** The home template with Tabbed Posts added under the discussion list (ids n1… in document order). */
function homeWithTabs(): EditorDocument {
  const saved = editorTemplate("home");
  const columns = saved.layout[2] as Record<string, JsonObject[]>;
  columns.mainBottom?.push({ $hydrate: "react.tabs", limit: 10 });
  return editorDocument(saved);
}

function idOf(doc: EditorDocument, hydrateKey: string): string {
  const found = JSON.stringify(doc.layout).match(
    new RegExp(`"\\$hydrate":"${hydrateKey.replaceAll(".", "\\.")}"[^{}]*?"\\$editorID":"(n\\d+)"`),
  );
  if (!found?.[1]) throw new Error(`no ${hydrateKey}`);
  return found[1];
}

function renderMeter(doc: EditorDocument, cost: LayoutPreviewCost | null = editorCostFixture(doc)) {
  const store = createEditorStore({ document: doc, catalog: editorCatalog("home") });
  store.getState().setDevice("mobile");
  const result = render(
    <EditorStoreProvider store={store}>
      <CostMeter cost={cost} />
    </EditorStoreProvider>,
  );
  return { ...result, store };
}

/** A widget's rows (its figures and its notes). */
const row = (name: RegExp | string) => {
  const header = screen.getByRole("rowheader", { name });
  const found = header.closest("tbody") ?? header.closest("tr");
  if (!found) throw new Error("no row");
  return found;
};

describe("CostMeter", () => {
  it("lists the title bar and each widget with its queries, size and time, and the page's totals", async () => {
    const doc = editorDocument("home");
    const { container } = renderMeter(doc);
    expect(screen.getByRole("heading", { name: "Cost (0 warnings)" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Widgets on Mobile" });
    const names = within(table)
      .getAllByRole("rowheader")
      .map((cell) => cell.querySelector("[data-cost-name]")?.textContent ?? cell.textContent);
    expect(names.slice(0, 3)).toEqual(["Title bar", "Banner", "Featured Categories"]);
    expect(names.slice(-2)).toEqual(["Page and sections", "Whole page"]);
    const titleBarCells = within(row("Title bar")).getAllByRole("cell").slice(0, 3);
    expect(titleBarCells.map((cell) => cell.textContent)).toEqual(["5", "1.4 KB", "23 ms"]);
    expect(screen.getByText(/^Whole page on Mobile: 17 queries, /)).toBeTruthy();
    // A phone is sent nothing hidden on mobile: said once, and hiding a widget there saves its cost.
    expect(screen.getByText(/^A phone gets no widget hidden on mobile/)).toBeTruthy();
    expect(
      within(row(/^Featured Categories/)).getByText(/^Hiding it on mobile saves 1 query, 2\.1 KB, 25 ms\.$/),
    ).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("flags a widget over the widget budget, on mobile as on every device", async () => {
    const doc = homeWithTabs();
    const { container } = renderMeter(doc);
    expect(screen.getByRole("heading", { name: "Cost (1 warning)" })).toBeTruthy();
    const tabs = row(/^Tabbed Posts/);
    expect(
      within(tabs).getByText("Over the widget budget: Queries: 25 (budget 15), Size: 37.2 KB (budget 32 KB)"),
    ).toBeTruthy();
    expect(within(tabs).getAllByText("(over budget)")).toHaveLength(2);
    fireEvent.click(screen.getByRole("radio", { name: "Desktop" }));
    expect(screen.getByRole("table", { name: "Widgets on Desktop" })).toBeTruthy();
    expect(within(row(/^Tabbed Posts/)).getByText(/^Over the widget budget/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says a widget hidden on the device is still hydrated and sent there", () => {
    const doc = editorDocument("home");
    renderMeter(doc);
    // The template's first Quick Links shows on mobile only.
    const quickLinks = () =>
      screen.getAllByRole("rowheader", { name: /^Browse/ })[0]?.closest("tbody") as HTMLElement;
    expect(within(quickLinks()).queryByText(/still hydrated and sent/)).toBeNull();
    expect(within(quickLinks()).getByText(/^Shown on mobile only/)).toBeTruthy();
    expect(within(quickLinks()).queryByRole("button", { name: /^Hide/ })).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Tablet" }));
    expect(
      within(quickLinks()).getByText("Hidden on Tablet, but still hydrated and sent there."),
    ).toBeTruthy();
  });

  it("hides a widget on mobile in one undo step, announces it and keeps the focus on the widget", async () => {
    const doc = homeWithTabs();
    const tabsID = idOf(doc, "react.tabs");
    const { store } = renderMeter(doc);
    const before = store.getState().past.length;
    const button = screen.getByRole("button", { name: "Hide on mobile: Tabbed Posts" });
    button.focus();
    fireEvent.click(button);
    const node = findNode(store.getState().doc, tabsID);
    // The same $middleware the settings form's Conditions write.
    expect(node?.$middleware).toEqual({ visibility: { device: "desktop" } });
    expect(store.getState().past.length).toBe(before + 1);
    expect(store.getState().pastLabels.at(-1)).toBe("Hide Tabbed Posts on mobile");
    expect(store.getState().announcement).toBe(
      "Tabbed Posts is hidden on mobile now. A mobile page view saves 25 queries, 37.2 KB, 213 ms.",
    );
    const tabs = within(row(/^Tabbed Posts/));
    expect(tabs.getByText("Hidden on mobile, which saves 25 queries, 37.2 KB, 213 ms.")).toBeTruthy();
    expect(tabs.getByText("Hidden on mobile: the server leaves it out of a phone's page.")).toBeTruthy();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(
      within(row(/^Tabbed Posts/)).getByRole("button", { name: "Tabbed Posts" }),
    );
    act(() => store.getState().undo());
    expect(findNode(store.getState().doc, tabsID)?.$middleware).toBeUndefined();
  });

  it("no longer counts nor flags on mobile a widget hidden there, once the preview measured it so", () => {
    const doc = homeWithTabs();
    const tabsID = idOf(doc, "react.tabs");
    const { store, rerender } = renderMeter(doc);
    const total = () => screen.getByText(/^Whole page on Mobile: /).textContent;
    expect(total()).toMatch(/^Whole page on Mobile: 42 queries, /);
    const button = screen.getByRole("button", { name: "Hide on mobile: Tabbed Posts" });
    fireEvent.click(button);
    // The next preview measures the changed document: a phone's page view leaves the tabs out.
    const hidden = store.getState().doc;
    rerender(
      <EditorStoreProvider store={store}>
        <CostMeter cost={editorCostFixture(hidden)} />
      </EditorStoreProvider>,
    );
    expect(screen.getByRole("heading", { name: "Cost (0 warnings)" })).toBeTruthy();
    expect(total()).toMatch(/^Whole page on Mobile: 17 queries, /);
    expect(within(row(/^Tabbed Posts/)).queryByText(/^Over the widget budget/)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Desktop" }));
    expect(within(row(/^Tabbed Posts/)).getByText(/^Over the widget budget/)).toBeTruthy();
    expect(findNode(hidden, tabsID)?.$middleware).toEqual({ visibility: { device: "desktop" } });
  });

  it("says when a mobile preview left out the widgets hidden on mobile, which it did not measure", () => {
    const doc = homeWithTabs();
    const tabsID = idOf(doc, "react.tabs");
    const tabs = findNode(doc, tabsID);
    if (!tabs) throw new Error("no tabs");
    tabs.$middleware = { visibility: { device: "desktop" } };
    const cost = editorCostFixture(doc, {
      widgets: { [tabsID]: { queries: 0, bytes: 0, ms: 0, shown: false, mobile: false } },
    });
    renderMeter(doc, { ...cost, device: "mobile" });
    expect(screen.queryByText(/^This preview is hydrated as a phone's page view/)).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Desktop" }));
    expect(screen.getByText(/^This preview is hydrated as a phone's page view/)).toBeTruthy();
    expect(within(row(/^Tabbed Posts/)).queryByText("Hydrates to nothing for this viewer.")).toBeNull();
  });

  it("keeps the budget in this browser, applies it at once and announces the new warning count", () => {
    const doc = homeWithTabs();
    const { store } = renderMeter(doc);
    fireEvent.click(screen.getByText("Budget"));
    const widgetLimits = screen.getByRole("group", { name: "Each widget" });
    const queries = within(widgetLimits).getByRole("spinbutton", { name: "Queries" });
    fireEvent.change(queries, { target: { value: "30" } });
    fireEvent.change(within(widgetLimits).getByRole("spinbutton", { name: "Size (KB)" }), {
      target: { value: "64" },
    });
    fireEvent.change(within(widgetLimits).getByRole("spinbutton", { name: "Time (ms)" }), {
      target: { value: "300" },
    });
    expect(screen.getByRole("heading", { name: "Cost (0 warnings)" })).toBeTruthy();
    expect(store.getState().announcement).toBe("Within the cost budget on Mobile.");
    expect(JSON.parse(window.localStorage.getItem(COST_BUDGET_STORAGE_KEY) ?? "{}").widget).toEqual({
      queries: 30,
      bytes: 64 * 1024,
      ms: 300,
    });
    // A limit that is not a number is marked and not applied.
    fireEvent.change(queries, { target: { value: "1.5" } });
    expect(queries.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A whole number, 0 or more.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cost (0 warnings)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Restore the default budget" }));
    expect(window.localStorage.getItem(COST_BUDGET_STORAGE_KEY)).toBeNull();
    expect((queries as HTMLInputElement).value).toBe("15");
    expect(screen.getByRole("heading", { name: "Cost (1 warning)" })).toBeTruthy();
  });

  it("flags the whole page over the page budget", () => {
    const doc = editorDocument("home");
    window.localStorage.setItem(
      COST_BUDGET_STORAGE_KEY,
      JSON.stringify({ layout: { queries: 10, bytes: 1024 * 1024, ms: 5000 } }),
    );
    renderMeter(doc);
    expect(screen.getByText("Over the page budget: Queries: 17 (budget 10)")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cost (1 warning)" })).toBeTruthy();
  });

  it("waits for the first measured preview, and says when a widget is not measured yet", () => {
    const doc = editorDocument("home");
    const { unmount } = renderMeter(doc, null);
    expect(screen.getByText("Waiting for the first preview…")).toBeTruthy();
    unmount();
    const withTabs = homeWithTabs();
    const cost = editorCostFixture(withTabs);
    const tabsID = idOf(withTabs, "react.tabs");
    renderMeter(withTabs, { ...cost, widgets: cost.widgets.filter((widget) => widget.id !== tabsID) });
    expect(
      within(row(/^Tabbed Posts/)).getByText("Not measured yet: the next preview measures it."),
    ).toBeTruthy();
  });
});

describe("CostPanel", () => {
  it("shows what the canvas's preview hydration measured", async () => {
    const doc = editorDocument("home");
    const store = createEditorStore({ document: doc, catalog: editorCatalog("home") });
    const hydrator: PreviewHydrator = async () => ({ layout: [], cost: editorCostFixture(doc) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EditorStoreProvider store={store}>
          <PreviewHydratorProvider hydrator={hydrator}>
            <CostPanel />
          </PreviewHydratorProvider>
        </EditorStoreProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/^Whole page on Desktop: 17 queries, /)).toBeTruthy();
  });
});
