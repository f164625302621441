// The audit in the editor: LayoutAudit renders the canvas's preview at each device width, its warnings appear in
// the Problems panel (never as problems: publishing stays possible), follow the document, are announced when
// their number changes, and each jumps to its widget.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { auditStoreFor } from "../../../../src/client/editor/audit/audit-store";
import { LayoutAudit } from "../../../../src/client/editor/audit/LayoutAudit";
import {
  type PreviewHydrator,
  PreviewHydratorProvider,
} from "../../../../src/client/editor/canvas/preview-hydrator";
import { setProp } from "../../../../src/client/editor/model/ops";
import type { JsonObject } from "../../../../src/client/editor/model/types";
import { ProblemsPanel } from "../../../../src/client/editor/problems";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import { lazyWidget, type WidgetRegistry } from "../../../../src/layout/registry-types";
import type { AuditFinding } from "../../../../src/lib/layout/a11y-audit-types";
import type { HydratedNode } from "../../../../src/types/generated/layout/hydrated-node";
import { widgetRegistry } from "../../../../widgets/registry";
import { editorCatalog, editorDocument } from "../../../factories/editor";

afterEach(cleanup);

function FakeHeading({ level, text }: { level: number; text: string }) {
  const Tag = `h${level}` as "h2";
  return <Tag>{text}</Tag>;
}

const registry: WidgetRegistry = {
  SectionOneColumn: widgetRegistry.SectionOneColumn as WidgetRegistry[string],
  FakeHeading: lazyWidget(async () => ({ default: FakeHeading })),
};

/** Hydrates sections as one-column sections and every widget as a heading of its `headingLevel`. */
const hydrator: PreviewHydrator = async (request) => ({
  layout: request.layout.map(
    (section): HydratedNode => ({
      $reactComponent: "SectionOneColumn",
      $reactProps: {
        children: ((section.children as JsonObject[] | undefined) ?? []).map((widget) => ({
          $reactComponent: "FakeHeading",
          $reactProps: { level: widget.headingLevel, text: widget.title },
          $id: String(widget.$editorID),
        })),
      },
      $id: String(section.$editorID),
    }),
  ),
});

// n1: a one-column section; n2 "Recent Discussions" (h2), n3 "Top posters" (h4: level 3 is skipped).
function documentWithSkip() {
  return editorDocument({
    name: "Home",
    layoutViewType: "home",
    titleBar: { $hydrate: "react.titleBar" },
    layout: [
      {
        $hydrate: "react.section.1-column",
        children: [
          { $hydrate: "react.quick-links", title: "Recent Discussions", headingLevel: 2 },
          { $hydrate: "react.quick-links", title: "Top posters", headingLevel: 4 },
        ],
      },
    ],
  });
}

function renderEditor(document = documentWithSkip(), withAudit = true) {
  const store = createEditorStore({ document, catalog: editorCatalog("home") });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EditorStoreProvider store={store}>
        <PreviewHydratorProvider hydrator={hydrator}>
          {withAudit ? <LayoutAudit registry={registry} /> : null}
          <ProblemsPanel />
        </PreviewHydratorProvider>
      </EditorStoreProvider>
    </QueryClientProvider>,
  );
  return store;
}

const SKIP = /“Top posters” is a level 4 heading after a level 2 one: level 3 is skipped/;

describe("the layout accessibility audit", { timeout: 30_000 }, () => {
  it("lists a skipped heading level as a warning on every device, and jumps to the widget", async () => {
    const store = renderEditor();
    const warning = await screen.findByRole("button", { name: SKIP }, { timeout: 15_000 });
    expect(warning.textContent).toContain("All devices");
    expect(screen.getByRole("heading", { name: "Accessibility (1)" })).toBeTruthy();
    // A warning, not a problem: the publish gate counts problems only.
    expect(store.getState().problems.filter((problem) => problem.code === "headingOrder")).toEqual([]);
    // The stage is gone once the run is read.
    await waitFor(() => expect(document.querySelector("[data-layout-audit-stage]")).toBeNull());

    fireEvent.click(warning);
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n3" });
  });

  it("follows the document: fixing the level clears the warning and says so", async () => {
    const store = renderEditor();
    await screen.findByRole("button", { name: SKIP }, { timeout: 15_000 });
    act(() => {
      store.getState().apply("Fix level", (doc) => setProp(doc, "n3", "headingLevel", 3));
    });
    expect(await screen.findByText("No accessibility warnings", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(store.getState().announcement).toBe("Accessibility audit: no warnings");
  });
});

describe("audit warnings in the Problems panel", () => {
  const finding = (overrides: Partial<AuditFinding>): AuditFinding => ({
    rule: "contrast",
    node: "n3",
    field: "",
    devices: ["mobile"],
    message: "Section {number} has no widgets: it only adds blank space to the page.",
    values: { number: 1 },
    ...overrides,
  });

  function seeded(findings: AuditFinding[]) {
    const store = renderEditor(documentWithSkip(), false);
    act(() =>
      auditStoreFor(store).setState({ status: "done", runs: 1, findings, viewer: "Guest", snapshots: [] }),
    );
    return store;
  }

  it("shows nothing before the first run", () => {
    renderEditor(documentWithSkip(), false);
    expect(screen.queryByRole("heading", { name: /^Accessibility/ })).toBeNull();
  });

  it("says for whom and where it checked, and names the devices of each warning", () => {
    seeded([finding({ devices: ["tablet", "mobile"] })]);
    expect(screen.getByText(/as Guest\. These warnings do not block publishing\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: /Tablet, Mobile/ })).toBeTruthy();
  });

  it("shows a device the warning is about before selecting the widget", () => {
    const store = seeded([finding({})]);
    fireEvent.click(screen.getByRole("button", { name: /blank space/ }));
    expect(store.getState().device).toBe("mobile");
    expect(store.getState().announcement).toBe("Showing the Mobile preview.");
    expect(store.getState().selection).toEqual({ kind: "widget", id: "n3" });
  });

  it("keeps the device when it is among the warning's, or all are shown", () => {
    const store = seeded([finding({ devices: ["desktop", "mobile"] })]);
    fireEvent.click(screen.getByRole("button", { name: /blank space/ }));
    expect(store.getState().device).toBe("desktop");
  });

  it("asks the settings form to focus the field to fix", () => {
    const store = seeded([finding({ field: "title" })]);
    fireEvent.click(screen.getByRole("button", { name: /blank space/ }));
    expect(store.getState().focusRequest).toMatchObject({ editorID: "n3", field: "title" });
    expect(store.getState().panel).toBe("settings");
  });

  it("drops warnings whose widget is gone since the run", () => {
    seeded([finding({ node: "gone" })]);
    expect(screen.getByText("No accessibility warnings")).toBeTruthy();
  });
});
