// The /search page through the whole client app with the search API stubbed (search-api-stub.ts): what it asks
// GET /search and /search/summary for, the results with their highlighted excerpts, counts per tab, the pager, the
// tabs and the query box writing the address (back restores it), the empty state's did-you-mean link, the summary's
// warnings, a failed search, the older `search` parameter, no query at all, and axe.
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import { makeSearchResults, makeSearchSummary } from "../factories";
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

const main = () => within(screen.getByRole("main"));
const resultList = () => screen.findByRole("list", { name: "Search results" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("/search", () => {
  it("lists the results of GET /search with marked excerpts, counts per tab and the pager", async () => {
    const marked = makeSearchResults(3).map((result) => ({
      ...result,
      body: `Retry <mark>webhooks</mark> after a timeout in ${result.name}`,
    }));
    const calls = stubSearchApi({ total: 62, results: () => marked });
    renderAt("/search?query=webhooks&page=2");
    const results = await resultList();
    const titles = within(results)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toHaveLength(3);
    expect(results.querySelector("mark")?.textContent).toBe("webhooks");
    expect(screen.getByText("62 results for “webhooks”")).toBeTruthy();
    expect(callsTo(calls, "/search")[0]).toEqual([
      ["query", "webhooks"],
      ["recordTypes", "discussion"],
      ["recordTypes", "comment"],
      ["recordTypes", "category"],
      ["recordTypes", "user"],
      ["recordTypes", "article"],
      ["recordTypes", "group"],
      ["sort", "relevance"],
      ["page", "2"],
      ["limit", "30"],
      ["expand", "insertUser,breadcrumbs"],
    ]);
    expect(callsTo(calls, "/search/summary")[0]?.[0]).toEqual(["query", "webhooks"]);
    const summary = makeSearchSummary();
    const tabs = screen.getByRole("tablist", { name: "Record types" });
    await waitFor(() =>
      expect(within(tabs).getByRole("tab", { name: /^Comments/ }).textContent).toContain(
        String(summary.recordTypes.comment),
      ),
    );
    expect(within(tabs).getByRole("tab", { selected: true }).textContent).toContain("All");
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("webhooks - Search - Quorum"));
    expect((main().getByRole("combobox", { name: "Search the community" }) as HTMLInputElement).value).toBe(
      "webhooks",
    );
  });

  it("searches again from its own box, back on page 1, and keeps the filters", async () => {
    const calls = stubSearchApi();
    renderAt("/search?query=webhooks&page=2&tags=api");
    await resultList();
    fireEvent.change(main().getByRole("combobox", { name: "Search the community" }), {
      target: { value: "signing" },
    });
    fireEvent.click(main().getByRole("button", { name: "Search" }));
    await screen.findByText("3 results for “signing”");
    expect(window.location.search).toBe("?query=signing&tags=api");
    expect(new URLSearchParams(callsTo(calls, "/search").at(-1)).get("page")).toBe("1");
  });

  it("switches tabs through the address, and back restores the tab before", async () => {
    const calls = stubSearchApi();
    renderAt("/search?query=webhooks");
    await resultList();
    fireEvent.click(screen.getByRole("tab", { name: /^Members/ }));
    await waitFor(() => expect(window.location.search).toBe("?query=webhooks&recordTypes=user"));
    await waitFor(() => expect(callsTo(calls, "/search").at(-1)).toContainEqual(["recordTypes", "user"]));
    expect(screen.getByRole("tab", { selected: true }).textContent).toContain("Members");
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByRole("tab", { selected: true }).textContent).toContain("All"));
    expect(window.location.search).toBe("?query=webhooks");
  });

  it("offers the did-you-mean query when nothing matched, and shows the summary's warnings", async () => {
    const calls = stubSearchApi({
      results: () => [],
      total: 0,
      summary: () =>
        makeSearchSummary({
          total: 0,
          didYouMean: "permissions",
          warnings: ["tags do not apply to members."],
        }),
    });
    renderAt("/search?query=permisions&recordTypes=user&tags=api");
    expect(await screen.findByText("No results for “permisions”.")).toBeTruthy();
    expect(await screen.findByText("tags do not apply to members.")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "permissions" }));
    await waitFor(() => expect(window.location.search).toBe("?query=permissions&recordTypes=user&tags=api"));
    await waitFor(() => expect(callsTo(calls, "/search").at(-1)).toContainEqual(["query", "permissions"]));
  });

  it("says when the search failed", async () => {
    stubSearchApi({ searchStatus: 500 });
    renderAt("/search?query=webhooks");
    expect(await screen.findByText("The search failed.")).toBeTruthy();
  });

  it("reads the older search parameter, and asks nothing without a query or filter", async () => {
    const calls = stubSearchApi();
    renderAt("/search?search=webhooks");
    await resultList();
    expect(callsTo(calls, "/search")[0]?.[0]).toEqual(["query", "webhooks"]);
    cleanup();
    const none = stubSearchApi();
    renderAt("/search");
    expect(await screen.findByText("Type what you are looking for above.")).toBeTruthy();
    expect(callsTo(none, "/search")).toEqual([]);
  });

  it("searches a category with no query from the category preset (/search?categoryID=N)", async () => {
    const calls = stubSearchApi({ results: () => makeSearchResults(2) });
    renderAt("/search?categoryID=4");
    await resultList();
    expect(callsTo(calls, "/search")[0]).toContainEqual(["categoryIDs", "4"]);
    // The filters panel opens by itself, the category named on its chip.
    const filters = screen.getByRole("region", { name: "Filters" });
    expect(await within(filters).findByRole("button", { name: /^Remove / })).toBeTruthy();
  });

  it("is axe-clean with results", async () => {
    stubSearchApi();
    renderAt("/search?query=webhooks");
    await resultList();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
