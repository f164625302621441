// The curation dialogs of the discussion options (docs/reference/curation.md): "New collection…" in Add to
// Collection creates a collection, ticks it and saves it with the others; Edit Tags loads the discussion's tags, adds
// existing tags from the suggestions and new names as typed, and saves the whole set; the item itself shows only
// while tagging is on. The network is stubbed at fetch; everything above it is real.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../src/client/api/users";
import { CollectionsDialog } from "../../src/client/moderation/CollectionsDialog";
import { DiscussionOptionsMenu } from "../../src/client/moderation/DiscussionOptionsMenu";
import { EditTagsDialog } from "../../src/client/moderation/EditTagsDialog";
import { SessionProvider } from "../../src/layout/session";
import { makeCurrentUser, makeDiscussion, makeTag } from "../factories";
import { makePermissionsRecord } from "../factories/permission-records";
import { axeViolations } from "./widget-axe";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let calls: Call[];
let answers: Record<string, unknown>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.split("?")[0] ?? url;
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${path}`];
    const body = typeof answer === "function" ? answer(url) : answer;
    if (body === undefined) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const viewer = makeCurrentUser({ userID: 7, name: "member" });
const discussion = makeDiscussion({
  discussionID: 42,
  categoryID: 3,
  insertUserID: 7,
  name: "Printer on fire",
});

function renderIn(children: ReactNode, addons?: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, makePermissionsRecord("member"));
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={viewer} addons={addons}>
        <MemoryRouter>{children}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("New collection… in Add to Collection", () => {
  const existing = {
    collectionID: 1,
    name: "Start here",
    insertUserID: 1,
    dateInserted: "2026-10-01T09:00:00Z",
  };

  it("creates a collection by name, ticks it, focuses it, and saves it with the others", async () => {
    answers["GET /api/v2/collections"] = [existing];
    answers["GET /api/v2/collections/by-resource"] = [existing];
    answers["POST /api/v2/collections"] = { ...existing, collectionID: 9, name: "Printers" };
    const onSubmit = vi.fn(async () => undefined);
    renderIn(
      <CollectionsDialog
        open
        record={{ recordType: "discussion", recordID: 42 }}
        onSubmit={onSubmit}
        onClose={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByRole("button", { name: "New collection…" }));
    const field = screen.getByRole("textbox", { name: "Collection name" });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "  Printers " } });
    // Enter creates the collection; it does not save the dialog.
    fireEvent.keyDown(field, { key: "Enter" });
    const created = await screen.findByRole("checkbox", { name: "Printers" });
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ name: "Printers", records: [] });
    expect(onSubmit).not.toHaveBeenCalled();
    expect((created as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(created));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([1, 9]));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe("Edit Tags", () => {
  it("adds a suggested tag and a new name, removes one, and saves the whole set", async () => {
    answers["GET /api/v2/discussions/42"] = {
      ...discussion,
      tags: [makeTag({ tagID: 1, name: "printers" }), makeTag({ tagID: 2, name: "hardware" })],
    };
    answers["GET /api/v2/tags"] = [makeTag({ tagID: 5, name: "performance" })];
    answers["PUT /api/v2/discussions/42/tags"] = [makeTag({ tagID: 5, name: "performance" })];
    const onSaved = vi.fn();
    renderIn(<EditTagsDialog discussion={discussion} onSaved={onSaved} onClose={() => undefined} />);
    const chosen = await screen.findByRole("list", { name: "Chosen tags" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["printers", "hardware"]);
    const input = screen.getByRole("combobox", { name: "Tags" });
    fireEvent.change(input, { target: { value: "perf" } });
    await screen.findByRole("option", { name: "performance" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.change(input, { target: { value: "Paper  jam" } });
    fireEvent.keyDown(input, { key: "Enter" });
    fireEvent.click(screen.getByRole("button", { name: "Remove hardware" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      tagIDs: [1, 5],
      names: ["Paper jam"],
    });
    expect(calls.some((call) => call.url.includes("/tags?query=perf"))).toBe(true);
  });
});

describe("the Edit Tags item", () => {
  it("shows on the author's own discussion while tagging is on, and not while it is off", async () => {
    renderIn(<DiscussionOptionsMenu discussion={discussion} />, ["tagging"]);
    fireEvent.click(screen.getByRole("button", { name: "Discussion Options" }));
    expect(await screen.findByRole("menuitem", { name: "Edit Tags" })).toBeTruthy();
    cleanup();
    renderIn(<DiscussionOptionsMenu discussion={discussion} />, []);
    fireEvent.click(screen.getByRole("button", { name: "Discussion Options" }));
    await screen.findByRole("menu");
    expect(screen.queryByRole("menuitem", { name: "Edit Tags" })).toBeNull();
  });
});
