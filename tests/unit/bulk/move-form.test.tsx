// The move form end to end in jsdom: it warns about the discussion the moderator may not edit, sends the move,
// follows the 408 + callbackPayload through POST /calls/run, re-selects the failed one with its error, and moves
// the others in the cached lists.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Category, flatCategoriesQuery } from "../../../src/client/api/categories";
import { discussionKeys } from "../../../src/client/api/discussions";
import { myPermissionsQuery } from "../../../src/client/api/users";
import MoveForm from "../../../src/client/bulk/forms/MoveForm";
import { selectionStore } from "../../../src/client/bulk/selection-store";
import { axeViolations } from "../widget-axe";

const READ_ONLY = 30;
const discussions = [
  { discussionID: 1, name: "First topic", categoryID: 10 },
  { discussionID: 2, name: "Second topic", categoryID: 10 },
  { discussionID: 3, name: "Staff topic", categoryID: READ_ONLY },
];
const categories = [
  { categoryID: 10, name: "General", displayAs: "discussions", depth: 1, url: "/categories/general" },
  { categoryID: 20, name: "Off-Topic", displayAs: "discussions", depth: 1, url: "/categories/off-topic" },
  { categoryID: READ_ONLY, name: "Staff", displayAs: "discussions", depth: 1, url: "/categories/staff" },
];

let client: QueryClient;
const calls: { url: string; method: string; body: string; type: string }[] = [];

beforeEach(() => {
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const manage = ["discussions.view", "discussions.edit", "discussions.manage"];
  client.setQueryData(myPermissionsQuery().queryKey, {
    isAdmin: false,
    permissions: [
      { type: "global", permissions: Object.fromEntries(["session.valid", ...manage].map((n) => [n, true])) },
      {
        type: "category",
        id: READ_ONLY,
        permissions: Object.fromEntries(manage.map((n) => [n, n === "discussions.view"])),
      },
    ],
    junctions: { category: [READ_ONLY] },
    junctionAliases: { category: {} },
  });
  // The picker reads only these fields.
  client.setQueryData(flatCategoriesQuery().queryKey, categories as unknown as Category[]);
  client.setQueryData(
    discussionKeys.list([["limit", 30]]),
    discussions.map((d) => ({ ...d, category: { categoryID: 10, name: "General", url: "/g" } })),
  );
  client.setQueryData(["layout", "lookup", "page"], { layout: [] });
  for (const discussion of discussions) selectionStore.getState().setChecked(discussion, true);
  calls.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? "GET",
      body: String(init.body ?? ""),
      type: new Headers(init.headers).get("content-type") ?? "",
    });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    if (url.endsWith("/discussions/move")) {
      return json(408, {
        progress: { successIDs: [1], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 },
        callbackPayload: "signed.token.here",
      });
    }
    if (url.endsWith("/calls/run")) {
      return json(200, {
        progress: {
          successIDs: [2],
          failedIDs: [3],
          exceptionsByID: { "3": { message: "Permission Problem", status: 403 } },
        },
      });
    }
    return json(404, { message: "Not found", status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  selectionStore.getState().clear();
});

function wrapper(children: ReactNode) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("MoveForm", () => {
  it("warns, moves through the long-runner, and re-selects the failed discussion", async () => {
    const onClose = vi.fn();
    render(wrapper(<MoveForm discussions={discussions} onClose={onClose} />));
    const dialog = await screen.findByRole("dialog", { name: "Move Discussions" });
    expect(dialog.textContent).toContain("You don’t have the edit permission on the following discussions:");
    expect(dialog.textContent).toContain("Staff topic");
    expect(await axeViolations(document.body)).toEqual([]);

    const user = userEvent.setup();
    const select = screen.getByLabelText("Category", { exact: true });
    // The read-only category is no target.
    expect([...(select as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      "Choose a category",
      "General",
      "Off-Topic",
    ]);
    await user.selectOptions(select, "20");
    await user.click(screen.getByRole("button", { name: "Move" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect(JSON.parse(calls[0]?.body ?? "{}")).toEqual({
      discussionIDs: [1, 2, 3],
      categoryID: 20,
      addRedirects: false,
      longRunnerMode: "sync",
    });
    expect(calls[1]).toMatchObject({
      method: "POST",
      body: "signed.token.here",
      type: "application/system+jwt",
    });

    const state = selectionStore.getState();
    expect(state.checkedIDs).toEqual([3]);
    expect(state.pendingIDs).toEqual([]);
    expect(state.failures).toEqual([
      { discussionID: 3, name: "Staff topic", message: "Permission Problem", action: "move" },
    ]);
    const cached = client.getQueryData<{ categoryID: number; category: { name: string } }[]>(
      discussionKeys.list([["limit", 30]]),
    );
    expect(cached?.map((d) => [d.categoryID, d.category.name])).toEqual([
      [20, "Off-Topic"],
      [20, "Off-Topic"],
      [READ_ONLY, "General"],
    ]);
    // Hydrated layouts hold discussions in their widgets' props: they are read again rather than rewritten.
    expect(client.getQueryState(["layout", "lookup", "page"])?.isInvalidated).toBe(true);
  });
});
