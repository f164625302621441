// The /search page through the whole client app with fetch mocked: the query and page it asks
// GET /discussions for, the results with their count and pager, searching again, the older `search` parameter,
// no query and no results, and axe.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import { makeDiscussion } from "../factories";
import { axeViolations } from "./widget-axe";

const FOUND = [
  makeDiscussion({ discussionID: 501, name: "Webhooks retry after a timeout", countComments: 4 }),
  makeDiscussion({ discussionID: 502, name: "Signing webhook payloads", countComments: 1 }),
];

interface Call {
  path: string;
  search: string;
}

/** fetch answering GET /discussions with the results and the paging header of their total. */
function serve(total: number): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      calls.push({ path: url.pathname, search: url.search });
      if (url.pathname !== "/api/v2/discussions") {
        return new Response(JSON.stringify({ message: "Not found.", status: 404 }), { status: 404 });
      }
      const none = url.searchParams.get("query") === "nothing here";
      return new Response(JSON.stringify(none ? [] : FOUND), {
        status: 200,
        headers: { "Content-Type": "application/json", "X-App-Page-Result-Count": String(none ? 0 : total) },
      });
    }),
  );
  return calls;
}

function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: GUEST_USER,
    status: 200,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

const discussionCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.path === "/api/v2/discussions")
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/search", () => {
  it("lists the discussions matching the query, with their count and the pager", async () => {
    const calls = serve(62);
    renderAt("/search?query=webhooks&page=2");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(
      within(results)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Webhooks retry after a timeout", "Signing webhook payloads"]);
    expect(screen.getByText("62 results for “webhooks”")).toBeTruthy();
    expect(discussionCalls(calls)).toEqual([
      { query: "webhooks", page: "2", limit: "30", expand: "insertUser,category" },
    ]);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    // The title is set by an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.title).toBe("webhooks - Search - Quorum"));
    expect((screen.getByRole("searchbox", { name: "Search the community" }) as HTMLInputElement).value).toBe(
      "webhooks",
    );
  });

  it("searches again from its own field, back on page 1", async () => {
    const calls = serve(2);
    renderAt("/search?query=webhooks&page=2");
    await screen.findByRole("list", { name: "Search results" });
    const main = within(screen.getByRole("main"));
    fireEvent.change(main.getByRole("searchbox"), { target: { value: "signing" } });
    fireEvent.click(main.getByRole("button", { name: "Search" }));
    await screen.findByText("2 results for “signing”");
    expect(discussionCalls(calls).at(-1)).toMatchObject({ query: "signing", page: "1" });
    expect(window.location.search).toBe("?query=signing");
  });

  it("reads the older search parameter", async () => {
    const calls = serve(2);
    renderAt("/search?search=webhooks");
    await screen.findByRole("list", { name: "Search results" });
    expect(discussionCalls(calls)[0]?.query).toBe("webhooks");
  });

  it("asks nothing without a query, and says when nothing matched", async () => {
    const calls = serve(0);
    renderAt("/search");
    expect(await screen.findByText("Type what you are looking for above.")).toBeTruthy();
    expect(discussionCalls(calls)).toEqual([]);
    cleanup();
    renderAt("/search?query=nothing+here");
    expect(await screen.findByText("No results for “nothing here”.")).toBeTruthy();
  });

  it("is axe-clean with results", async () => {
    serve(2);
    renderAt("/search?query=webhooks");
    await screen.findByRole("list", { name: "Search results" });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
