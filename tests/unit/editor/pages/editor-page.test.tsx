// The editor page through the whole client app (lazy route, router, query cache) with fetch mocked: it opens the
// newer draft, saves drafts on the revision it came from, reports a 409 and reloads, refuses to publish while
// there are problems, lists revisions and restores one, and asks before leaving with unsaved changes.
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../../src/client/App";
import type { QuorumState } from "../../../../src/client/state";
import { GUEST_USER } from "../../../../src/layout/session";
import type { CurrentUser } from "../../../../src/types/generated/api/current-user";
import type { LayoutEdit } from "../../../../src/types/generated/api/layout-edit";
import type { LayoutRevision } from "../../../../src/types/generated/api/layout-revision";
import { editorCatalog } from "../../../factories/editor";
import { type Call, type Handler, mockApi } from "./mock-api";

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [16], isAdmin: true };
const DATE = "2026-11-21T10:00:00Z";

const SECTION = { $hydrate: "react.section.1-column", children: [] };

/** A draft answer of GET /layouts/9/edit. */
function draft(revisionID: number, name: string) {
  return { revisionID, name, layout: [SECTION], titleBar: { $hydrate: "react.titleBar" } };
}

function editAnswer(overrides: Partial<LayoutEdit> = {}): LayoutEdit {
  return {
    layoutID: 9,
    name: "Published name",
    layoutViewType: "home",
    formatVersion: 2,
    layout: [SECTION],
    titleBar: { $hydrate: "react.titleBar" },
    latestRevisionID: 4,
    publishedRevisionID: 3,
    draft: draft(4, "Draft name"),
    ...overrides,
  };
}

function revision(revisionID: number, status: "draft" | "published"): LayoutRevision {
  return {
    revisionID,
    layoutID: 9,
    name: "Home",
    status,
    baseRevisionID: revisionID - 1 || null,
    insertUserID: 1,
    insertUser: { userID: 1, name: "admin" },
    dateInserted: DATE,
    datePublished: status === "published" ? DATE : null,
  };
}

function editorApi(extra: Handler = () => undefined, edit: () => LayoutEdit = () => editAnswer()): Handler {
  return (call: Call) => {
    const answered = extra(call);
    if (answered) return answered;
    if (call.path === "/api/v2/layouts/9/edit") return { status: 200, body: edit() };
    if (call.path === "/api/v2/layouts/catalog") return { status: 200, body: editorCatalog("home") };
    if (call.path === "/api/v2/layouts/hydrate") return { status: 200, body: { layout: [] } };
    if (call.path === "/api/v2/roles") return { status: 200, body: [] };
    if (call.method === "GET" && call.path === "/api/v2/layouts/9/revisions")
      return { status: 200, body: [revision(4, "draft"), revision(3, "published")] };
    if (call.path === "/api/v2/layouts") return { status: 200, body: [] };
    return undefined;
  };
}

function renderEditor(viewType = "home") {
  window.history.replaceState(null, "", `/dashboard/layouts/${viewType}/9/edit`);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser: ADMIN, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

/** The editor's lazy chunk takes a while to transform on a busy machine: wait for the page, generously. */
function editorReady() {
  return screen.findByLabelText("Layout name", undefined, { timeout: 15_000 });
}

async function rename(name: string) {
  const field = await editorReady();
  fireEvent.change(field, { target: { value: name } });
  fireEvent.blur(field);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the editor page", { timeout: 30_000 }, () => {
  it("opens the newer draft and saves the next draft on it", async () => {
    const calls = mockApi(
      editorApi((call) =>
        call.method === "POST" && call.path === "/api/v2/layouts/9/revisions"
          ? { status: 201, body: revision(5, "draft") }
          : undefined,
      ),
    );
    renderEditor();
    expect(((await editorReady()) as HTMLInputElement).value).toBe("Draft name");
    expect(screen.getByText("No changes")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Edit Draft name - Quorum"));
    await rename("Renamed");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save draft" });
    save.focus();
    fireEvent.click(save);
    await screen.findByText("Draft saved");
    const saved = calls.find((call) => call.method === "POST" && call.path.endsWith("/revisions"));
    expect(saved?.body).toMatchObject({ name: "Renamed", baseRevisionID: 4, layout: [SECTION] });
    expect(JSON.stringify(saved?.body)).not.toContain("$editorID");
    // Nothing left to save: refused by aria-disabled, so the button keeps the focus (disabled would drop it).
    expect(save.getAttribute("aria-disabled")).toBe("true");
    expect(save.hasAttribute("disabled")).toBe(false);
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(calls.filter((call) => call.method === "POST" && call.path.endsWith("/revisions"))).toHaveLength(
      1,
    );
  });

  it("saves a draft with Ctrl+S", async () => {
    const calls = mockApi(
      editorApi((call) =>
        call.method === "POST" && call.path === "/api/v2/layouts/9/revisions"
          ? { status: 201, body: revision(5, "draft") }
          : undefined,
      ),
    );
    renderEditor();
    await rename("By shortcut");
    const shortcut = new KeyboardEvent("keydown", {
      key: "s",
      ctrlKey: true,
      cancelable: true,
      bubbles: true,
    });
    window.dispatchEvent(shortcut);
    expect(shortcut.defaultPrevented).toBe(true);
    await screen.findByText("Draft saved");
    expect(calls.filter((call) => call.method === "POST" && call.path.endsWith("/revisions"))).toHaveLength(
      1,
    );
  });

  it("says so on 409 and reloads the saved layout on request, overwriting nothing", async () => {
    let loads = 0;
    const calls = mockApi(
      editorApi(
        (call) =>
          call.method === "POST" && call.path === "/api/v2/layouts/9/revisions"
            ? { status: 409, body: { message: "A newer revision exists.", status: 409 } }
            : undefined,
        () => {
          loads += 1;
          return loads === 1
            ? editAnswer()
            : editAnswer({
                latestRevisionID: 6,
                draft: draft(6, "Their draft"),
              });
        },
      ),
    );
    renderEditor();
    await rename("Mine");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const alert = await screen.findByText(/Someone else saved this layout after you opened it/);
    expect(alert.closest("[role=alert]")).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith("/publish"))).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Reload the saved layout" }));
    await waitFor(async () =>
      expect(((await screen.findByLabelText("Layout name")) as HTMLInputElement).value).toBe("Their draft"),
    );
    expect(screen.queryByText(/Someone else saved/)).toBeNull();
  });

  it("refuses to publish while there are problems and shows them instead", async () => {
    const broken = { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.html", html: 42 }] };
    const calls = mockApi(editorApi(undefined, () => editAnswer({ draft: null, layout: [broken] })));
    renderEditor();
    await editorReady();
    const publish = screen.getByRole("button", { name: "Publish" });
    await waitFor(() => expect(publish.getAttribute("aria-disabled")).toBe("true"));
    const hint = document.getElementById(publish.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toMatch(/^Fix \d+ problems? to publish$/);
    fireEvent.click(publish);
    expect(screen.getByRole("tab", { name: /Problems/ }).getAttribute("aria-selected")).toBe("true");
    expect(
      calls.filter((call) => call.method === "POST" && call.path.startsWith("/api/v2/layouts/9")),
    ).toEqual([]);
  });

  it("publishes after saving the unsaved changes", async () => {
    const calls = mockApi(
      editorApi((call) => {
        if (call.method === "POST" && call.path === "/api/v2/layouts/9/revisions")
          return { status: 201, body: revision(5, "draft") };
        if (call.method === "POST" && call.path === "/api/v2/layouts/9/publish")
          return { status: 200, body: revision(5, "published") };
        return undefined;
      }),
    );
    renderEditor();
    await rename("Ready");
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByText("Published");
    const posts = calls.filter((call) => call.method === "POST" && call.path.startsWith("/api/v2/layouts/9"));
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ["/api/v2/layouts/9/revisions", expect.objectContaining({ name: "Ready", baseRevisionID: 4 })],
      ["/api/v2/layouts/9/publish", { revisionID: 5 }],
    ]);
  });

  it("lists revisions with author and status, and restores one as a new draft", async () => {
    let restored = false;
    const calls = mockApi(
      editorApi(
        (call) => {
          if (call.method === "POST" && call.path === "/api/v2/layouts/9/revisions/3/restore") {
            restored = true;
            return { status: 201, body: revision(7, "draft") };
          }
          return undefined;
        },
        () =>
          restored
            ? editAnswer({
                latestRevisionID: 7,
                draft: draft(7, "Restored"),
              })
            : editAnswer(),
      ),
    );
    renderEditor();
    await editorReady();
    fireEvent.click(screen.getByRole("tab", { name: "Revisions" }));
    const list = await screen.findByRole("list", { name: "Revisions, newest first" });
    const items = within(list)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(items[0]).toMatch(/Revision 4.*Draft.*Editing.*admin/);
    expect(items[1]).toMatch(/Revision 3.*Published.*Live.*admin/);
    fireEvent.click(within(list).getByRole("button", { name: "Restore revision 3" }));
    await waitFor(async () =>
      expect(((await screen.findByLabelText("Layout name")) as HTMLInputElement).value).toBe("Restored"),
    );
    expect(calls.some((call) => call.path.endsWith("/revisions/3/restore"))).toBe(true);
  });

  it("asks before leaving with unsaved changes, and stays when told to", async () => {
    mockApi(editorApi());
    renderEditor();
    await rename("Unsaved");
    fireEvent.click(screen.getByRole("link", { name: "← Layouts" }));
    const dialog = await screen.findByRole("dialog", { name: "You have unsaved changes" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(window.location.pathname).toBe("/dashboard/layouts/home/9/edit");
    fireEvent.click(screen.getByRole("link", { name: "← Layouts" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "You have unsaved changes" })).getByRole("button", {
        name: "Leave without saving",
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe("/dashboard/layouts"));
  });

  it("sets the browser's leave prompt only while there are unsaved changes", async () => {
    mockApi(editorApi());
    renderEditor();
    await editorReady();
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await rename("Unsaved");
    const dirty = new Event("beforeunload", { cancelable: true });
    await act(async () => {
      window.dispatchEvent(dirty);
    });
    expect(dirty.defaultPrevented).toBe(true);
  });

  it("previews a question page with a recent question, named, and with another when chosen", async () => {
    const questions = [
      { discussionID: 31, name: "How do I reset my password?", type: "question" },
      { discussionID: 27, name: "Where are webhooks set up?", type: "question" },
    ];
    const calls = mockApi(
      editorApi(
        (call) => {
          if (call.path === "/api/v2/layouts/catalog")
            return { status: 200, body: editorCatalog("question") };
          if (call.path === "/api/v2/discussions") return { status: 200, body: questions };
          return undefined;
        },
        () => editAnswer({ layoutViewType: "question", draft: null }),
      ),
    );
    renderEditor("question");
    const picker = await screen.findByLabelText("Previewing with", undefined, { timeout: 15_000 });
    expect((picker as HTMLSelectElement).selectedOptions[0]?.textContent).toBe("How do I reset my password?");
    const listed = calls.find((call) => call.path === "/api/v2/discussions");
    expect(new URLSearchParams(listed?.search).get("type")).toBe("question");
    const hydrated = (discussionID: number) =>
      calls.some(
        (call) =>
          call.path === "/api/v2/layouts/hydrate" &&
          (call.body as { params?: { discussionID?: number } }).params?.discussionID === discussionID,
      );
    await waitFor(() => expect(hydrated(31)).toBe(true));
    fireEvent.change(picker, { target: { value: "discussion:27" } });
    await waitFor(() => expect(hydrated(27)).toBe(true));
  });

  it("shows no record picker for a view type that needs no record", async () => {
    const calls = mockApi(editorApi());
    renderEditor();
    await editorReady();
    expect(screen.queryByLabelText("Previewing with")).toBeNull();
    expect(calls.some((call) => call.path === "/api/v2/discussions")).toBe(false);
  });
});
