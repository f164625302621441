// Articles on the search page (docs/reference/ui-behaviour.md#search-page) through the whole client app, the API
// stubbed: the main page's Articles tab with the knowledge base filter, and /kb/search, the same page in knowledge-base
// mode (articles only, no tabs, its address naming no record type), whose knowledge base and category filters write
// the address and reach GET /search; axe-clean with its filters open.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import { makeArticleSearchResults } from "../factories";
import { makeKnowledgeBases, makeKnowledgeCategories } from "../factories/knowledge";
import { callsTo, stubSearchApi } from "./search-api-stub";
import { axeViolations } from "./widget-axe";

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

/** The search API's stub, plus GET /knowledge-bases and /knowledge-categories from the knowledge factories. */
function stubApi() {
  const calls = stubSearchApi({
    results: (params) => makeArticleSearchResults(2, { query: params.get("query") ?? "" }),
  });
  const searchFetch = globalThis.fetch;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
      if (url.pathname === "/api/v2/knowledge-bases") return json(makeKnowledgeBases());
      if (url.pathname === "/api/v2/knowledge-categories") return json(makeKnowledgeCategories());
      return searchFetch(input, init);
    }),
  );
  return calls;
}

const params = () => new URLSearchParams(window.location.search);

async function openFilters() {
  await screen.findByRole("list", { name: "Search results" });
  fireEvent.click(screen.getByRole("button", { name: "Filters" }));
  return within(screen.getByRole("region", { name: "Filters" }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the Articles tab of /search", () => {
  it("searches articles alone and offers the knowledge base filter instead of the discussion ones", async () => {
    const calls = stubApi();
    renderAt("/search?query=password");
    await screen.findByRole("list", { name: "Search results" });
    fireEvent.click(screen.getByRole("tab", { name: /^Articles/ }));
    await waitFor(() => expect(window.location.search).toBe("?query=password&recordTypes=article"));
    await waitFor(() => expect(callsTo(calls, "/search").at(-1)).toContainEqual(["recordTypes", "article"]));
    const panel = await openFilters();
    expect(panel.getByRole("combobox", { name: "Knowledge base" })).toBeTruthy();
    expect(panel.queryByRole("combobox", { name: "Categories" })).toBeNull();
    expect(panel.queryByRole("group", { name: "Post types" })).toBeNull();
  });
});

describe("/kb/search", () => {
  it("searches articles only, without tabs, and links results to their articles", async () => {
    const calls = stubApi();
    renderAt("/kb/search?query=password");
    expect(await screen.findByRole("heading", { level: 1, name: "Search the Knowledge Base" })).toBeTruthy();
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(screen.queryByRole("tablist")).toBeNull();
    const [first] = makeArticleSearchResults(1);
    expect(within(results).getByRole("link", { name: first?.name }).getAttribute("href")).toBe(first?.url);
    const searched = callsTo(calls, "/search")[0] ?? [];
    expect(searched.filter(([key]) => key === "recordTypes")).toEqual([["recordTypes", "article"]]);
    await waitFor(() => expect(document.title).toBe("password - Search the Knowledge Base - Quorum"));
  });

  it("narrows to a knowledge base, then to its categories, in the address and the search", async () => {
    const calls = stubApi();
    renderAt("/kb/search?query=password&page=2");
    const panel = await openFilters();
    expect(panel.getByText("Choose a knowledge base to narrow the search to its categories.")).toBeTruthy();
    const select = await panel.findByRole("combobox", { name: "Knowledge base" });
    await within(select).findByRole("option", { name: "Help Center" });
    fireEvent.change(select, { target: { value: "1" } });
    await waitFor(() => expect(params().get("knowledgeBaseID")).toBe("1"));
    expect(params().get("page")).toBeNull();
    expect(params().get("recordTypes")).toBeNull();
    fireEvent.click(await panel.findByRole("checkbox", { name: "Notifications" }));
    await waitFor(() => expect(params().get("knowledgeCategoryIDs")).toBe("4"));
    await waitFor(() =>
      expect(callsTo(calls, "/search").at(-1)).toEqual(
        expect.arrayContaining([
          ["knowledgeBaseID", "1"],
          ["knowledgeCategoryIDs", "4"],
        ]),
      ),
    );
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() => expect(params().get("knowledgeBaseID")).toBeNull());
    expect(params().get("knowledgeCategoryIDs")).toBeNull();
  });

  it("is axe-clean with its filters open", async () => {
    stubApi();
    renderAt("/kb/search?query=password&knowledgeBaseID=1");
    await screen.findByRole("list", { name: "Search results" });
    await screen.findByRole("checkbox", { name: "Notifications" });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
