// The drafts page's list with fetch mocked: each draft with its status, a failed publication's reason, Cancel
// Schedule (PATCH /drafts/cancel-schedule/{id}) and Delete after confirming (DELETE /drafts/{id}), then a fresh list
// with focus on the next row's Delete (or the empty notice), and this browser's local copy of the draft forgotten.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DraftsList } from "../../../src/client/drafts/DraftsPage";
import { GUEST_USER, SessionProvider } from "../../../src/layout/session";
import type { Draft } from "../../../src/types/generated/api/draft";
import { makeDraft } from "../../factories";
import { axeViolations } from "../widget-axe";

let calls: { method: string; path: string }[] = [];
let drafts: Draft[] = [];

beforeEach(() => {
  calls = [];
  drafts = [
    makeDraft(1),
    makeDraft(3, {
      draftStatus: "scheduled",
      dateScheduled: "2026-12-03T09:00:00Z",
      attributes: { draftMeta: { name: "Maintenance window", categoryID: 5 } },
    }),
    makeDraft(4, { draftStatus: "error", error: "This discussion has been closed.", recordType: "comment" }),
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname });
      const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { "Content-Type": "application/json", ...headers },
        });
      if (url.pathname === "/api/v2/drafts") {
        return reply(200, drafts, {
          "X-App-Page-Result-Count": String(drafts.length),
          "X-App-Page-Current": "1",
        });
      }
      const cancel = url.pathname.match(/^\/api\/v2\/drafts\/cancel-schedule\/(\d+)$/);
      if (cancel) {
        drafts = drafts.map((draft) =>
          draft.draftID === Number(cancel[1])
            ? { ...draft, draftStatus: "draft", dateScheduled: null }
            : draft,
        );
        return reply(
          200,
          drafts.find((draft) => draft.draftID === Number(cancel[1])),
        );
      }
      const one = url.pathname.match(/^\/api\/v2\/drafts\/(\d+)$/);
      if (one && method === "DELETE") {
        drafts = drafts.filter((draft) => draft.draftID !== Number(one[1]));
        return reply(204);
      }
      return reply(404, { message: "Not found.", status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={{ ...GUEST_USER, userID: 40, name: "member" }}>
        <MemoryRouter initialEntries={["/drafts"]}>
          <DraftsList />
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const item = (text: string) => {
  const found = screen.getAllByRole("listitem").find((li) => li.textContent?.includes(text));
  if (!found) throw new Error(`no draft ${text}`);
  return within(found);
};

describe("the drafts page", () => {
  it("lists drafts with their status and a failed publication's reason", async () => {
    const { container } = renderList();
    await screen.findByRole("list", { name: "Drafts" });
    expect(item("Backup tools").getByText("Draft")).toBeTruthy();
    expect(item("Maintenance window").getByText("Scheduled")).toBeTruthy();
    expect(item("Comment").getByText("Failed to publish")).toBeTruthy();
    expect(item("Comment").getByText("This discussion has been closed.")).toBeTruthy();
    expect(item("Backup tools").getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/post/editdiscussion/0/1",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("cancels a schedule", async () => {
    renderList();
    await screen.findByRole("list", { name: "Drafts" });
    fireEvent.click(item("Maintenance window").getByRole("button", { name: "Cancel Schedule" }));
    await waitFor(() => expect(item("Maintenance window").queryByText("Scheduled")).toBeNull());
    expect(calls).toContainEqual({ method: "PATCH", path: "/api/v2/drafts/cancel-schedule/3" });
  });

  it("deletes a draft after confirming", async () => {
    renderList();
    await screen.findByRole("list", { name: "Drafts" });
    fireEvent.click(item("Backup tools").getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Are you sure you want to delete this draft?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Backup tools for a small office")).toBeNull());
    expect(calls).toContainEqual({ method: "DELETE", path: "/api/v2/drafts/1" });
  });

  const deleteRow = async (text: string) => {
    fireEvent.click(item(text).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  };

  it("forgets the local copy of a deleted draft, so the composer cannot bring it back", async () => {
    const copy = (draftID: number) =>
      JSON.stringify({
        body: "x",
        format: "markdown",
        draftMeta: {},
        lastSaved: "2026-11-25T10:00:00Z",
        draftID,
      });
    window.localStorage.setItem("quorum.draft:discussion:/post/discussion/3", copy(1));
    window.localStorage.setItem("quorum.draft:comment:/discussion/12", copy(4));
    renderList();
    await screen.findByRole("list", { name: "Drafts" });
    await deleteRow("Backup tools for a small office");
    expect(window.localStorage.getItem("quorum.draft:discussion:/post/discussion/3")).toBeNull();
    expect(window.localStorage.getItem("quorum.draft:comment:/discussion/12")).not.toBeNull();
  });

  it("moves focus to the next row's Delete, then to the empty list's notice", async () => {
    drafts = drafts.slice(0, 2);
    renderList();
    await screen.findByRole("list", { name: "Drafts" });
    await deleteRow("Backup tools for a small office");
    await waitFor(() =>
      expect(document.activeElement).toBe(item("Maintenance window").getByRole("button", { name: "Delete" })),
    );
    await deleteRow("Maintenance window");
    const notice = await screen.findByText(/You have no drafts/);
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });
});
