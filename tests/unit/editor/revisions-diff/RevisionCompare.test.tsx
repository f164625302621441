// The Revisions panel's comparison, keyboard only, with fetch mocked: pick a revision and the draft, read the change
// list (and the canvas marks it gives), restore a widget as one undo step with the focus kept in the panel and the
// restore announced; two revisions list their changes without restore buttons; axe finds nothing to say.

import { readFileSync } from "node:fs";
import path from "node:path";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { stripEditorIDs } from "../../../../src/client/editor/model/ids";
import { RevisionsPanel } from "../../../../src/client/editor/pages/RevisionsPanel";
import { DiffMark } from "../../../../src/client/editor/revisions-diff/DiffMark";
import { diffSessionFor } from "../../../../src/client/editor/revisions-diff/diff-session";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import type { DiffDocument } from "../../../../src/lib/layout/semantic-diff";
import type { LayoutRevision } from "../../../../src/types/generated/api/layout-revision";
import { editorCatalog, editorDocument } from "../../../factories/editor";
import { axeViolations } from "../../widget-axe";
import { mockApi } from "../pages/mock-api";

afterEach(cleanup);

const DATE = "2026-11-21T10:00:00Z";

function fixture(name: string): { from: DiffDocument; to: DiffDocument } {
  return JSON.parse(readFileSync(path.resolve("tests/fixtures/layout-diff", `${name}.json`), "utf8"));
}

function revision(revisionID: number, status: "draft" | "published", doc?: DiffDocument): LayoutRevision {
  return {
    revisionID,
    layoutID: 9,
    name: doc?.name ?? "Home",
    status,
    baseRevisionID: revisionID - 1 || null,
    insertUserID: 1,
    insertUser: { userID: 1, name: "admin" },
    dateInserted: DATE,
    datePublished: status === "published" ? DATE : null,
    ...(doc
      ? { layout: doc.layout as Record<string, unknown>[], titleBar: doc.titleBar as Record<string, unknown> }
      : {}),
  };
}

/** Revision 3 (published) is the fixture's older side; revision 4 (a draft) and the editor's draft its newer. */
function setup(name: string) {
  const { from, to } = fixture(name);
  mockApi((call) => {
    if (call.path === "/api/v2/layouts/9/revisions")
      return { status: 200, body: [revision(4, "draft"), revision(3, "published")] };
    if (call.path === "/api/v2/layouts/9/revisions/3")
      return { status: 200, body: revision(3, "published", from) };
    if (call.path === "/api/v2/layouts/9/revisions/4") return { status: 200, body: revision(4, "draft", to) };
    return undefined;
  });
  const draft = editorDocument({ ...to, layoutViewType: "home", layout: [...(to.layout as object[])] });
  const store = createEditorStore({ document: draft, catalog: editorCatalog("all"), revisionID: 4 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <EditorStoreProvider store={store}>{children}</EditorStoreProvider>
    </QueryClientProvider>
  );
  const view = render(
    wrap(<RevisionsPanel layoutID={9} publishedRevisionID={3} onRestored={() => undefined} />),
  );
  return { store, from, view, wrap };
}

async function compare(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole("button", { name: "Compare" });
  button.focus();
  await user.keyboard("{Enter}");
  return screen.findByRole("heading", { name: /^Changes from revision 3 to/ });
}

describe("comparing a revision with the draft", () => {
  it("lists the changes, marks the canvas, and restores one widget as one undo step", async () => {
    const user = userEvent.setup();
    const { store, from, wrap } = setup("widget-moved-and-edited");
    // The picker starts at the published revision against the draft.
    expect(((await screen.findByRole("combobox", { name: "Revision" })) as HTMLSelectElement).value).toBe(
      "3",
    );
    expect((screen.getByRole("combobox", { name: "compared with" }) as HTMLSelectElement).value).toBe(
      "draft",
    );
    const heading = await compare(user);
    expect(heading.textContent).toBe("Changes from revision 3 to the current draft (2)");
    expect(store.getState().announcement).toBe("2 changes from revision 3 to the current draft.");
    const list = screen.getByRole("list", { name: "Changes" });
    expect(within(list).getByRole("heading", { name: "Section 3: 2 Columns - Even" })).toBeTruthy();
    expect(list.textContent).toContain(
      "Popular Tags moved from section 2, secondary column, position 2 to section 3, right column, position 2",
    );
    expect(list.textContent).toContain("limit: 12 → 30");

    // The canvas mark of the moved and edited widget.
    const tagsID = diffSessionFor(store).getState().diff?.changes[0]?.toID ?? "";
    render(wrap(<DiffMark editorID={tagsID} />));
    expect(screen.getByText("Moved")).toBeTruthy();
    expect(screen.getByText("Changed")).toBeTruthy();

    const show = within(list).getByRole("button", { name: "Show Popular Tags on the canvas" });
    show.focus();
    await user.keyboard("{Enter}");
    expect(store.getState().selection).toEqual({ kind: "widget", id: tagsID });

    const restore = within(list).getByRole("button", { name: "Restore Popular Tags as in revision 3" });
    restore.focus();
    await user.keyboard("{Enter}");
    expect(stripEditorIDs(store.getState().doc).layout).toEqual(from.layout);
    expect(store.getState().pastLabels).toEqual(["Restore Popular Tags from revision 3"]);
    expect(store.getState().announcement).toBe("Popular Tags restored as in revision 3.");
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe("Changes from revision 3 to the current draft (0)"),
    );
    expect(screen.getByText("No changes.")).toBeTruthy();
    expect(screen.queryByText("Moved")).toBeNull();

    act(() => store.getState().undo());
    expect(screen.getByRole("heading", { name: /\(2\)$/ })).toBeTruthy();
  });

  it("restores a removed section and stops comparing with the focus back on Compare", async () => {
    const user = userEvent.setup();
    const { store, from } = setup("section-removed");
    await compare(user);
    const restore = screen.getByRole("button", { name: "Restore section 2 Columns - Even as in revision 3" });
    restore.focus();
    await user.keyboard("{Enter}");
    expect(stripEditorIDs(store.getState().doc).layout).toEqual(from.layout);
    const stop = screen.getByRole("button", { name: "Stop comparing" });
    stop.focus();
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Compare" }));
    expect(store.getState().announcement).toBe("Comparison closed.");
    expect(screen.queryByRole("list", { name: "Changes" })).toBeNull();
  });

  it("has no axe violations with a change list open", async () => {
    const user = userEvent.setup();
    const { view } = setup("widget-props-changed");
    await compare(user);
    expect(await axeViolations(view.container)).toEqual([]);
  });
});

it("compares two revisions without restore buttons or canvas marks", async () => {
  const user = userEvent.setup();
  const { store } = setup("widget-removed");
  await user.selectOptions(await screen.findByRole("combobox", { name: "compared with" }), "4");
  const heading = await compare(user);
  expect(heading.textContent).toBe("Changes from revision 3 to revision 4 (1)");
  expect(screen.getByRole("list", { name: "Changes" }).textContent).toContain(
    "Popular Tags removed from section 2, secondary column, position 2",
  );
  expect(screen.queryByRole("button", { name: /^Restore .* as in revision/ })).toBeNull();
  expect(diffSessionFor(store).getState().marks.size).toBe(0);
  expect(screen.getByText("Compare a revision with the current draft to restore from it.")).toBeTruthy();
});
