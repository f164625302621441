// The search page's filters write the address (src/client/pages/search/filters/): a category picked from
// GET /categories/search by keyboard, child and archived categories, an author suggested by GET /users/by-names, tags
// with and/or, a date range, post types, removing a chip, Clear filters, the sort; each change goes back to page 1
// and reaches GET /search.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import { makeCategory } from "../factories";
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

const params = () => new URLSearchParams(window.location.search);
const filters = () => within(screen.getByRole("region", { name: "Filters" }));

async function openFilters() {
  await screen.findByRole("list", { name: "Search results" });
  fireEvent.click(screen.getByRole("button", { name: "Filters" }));
  return filters();
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("search filters", () => {
  it("opens from the Filters button and starts closed without filters", async () => {
    stubSearchApi();
    renderAt("/search?query=sso");
    await screen.findByRole("list", { name: "Search results" });
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Filters" })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: "Filters" })).toBeTruthy();
  });

  it("adds a category from its suggestions by keyboard, with child and archived categories", async () => {
    const calls = stubSearchApi();
    renderAt("/search?query=sso&page=3");
    const panel = await openFilters();
    const picker = panel.getByRole("combobox", { name: "Categories" });
    fireEvent.change(picker, { target: { value: "gen" } });
    await panel.findByRole("option", { name: new RegExp(makeCategory({ categoryID: 4 }).name) });
    expect(callsTo(calls, "/categories/search")[0]).toEqual([
      ["query", "gen"],
      ["expand", "breadcrumbs"],
      ["limit", "50"],
    ]);
    fireEvent.keyDown(picker, { key: "ArrowDown" });
    fireEvent.keyDown(picker, { key: "Enter" });
    await waitFor(() => expect(params().get("categoryID")).toBe("4"));
    expect(params().get("page")).toBeNull();
    expect(await panel.findByText(makeCategory({ categoryID: 4 }).name)).toBeTruthy();
    fireEvent.click(panel.getByRole("checkbox", { name: "Include child categories" }));
    await waitFor(() => expect(params().get("includeChildCategories")).toBe("true"));
    fireEvent.click(panel.getByRole("checkbox", { name: "Include archived categories" }));
    await waitFor(() => expect(params().get("includeArchivedCategories")).toBe("true"));
    await waitFor(() =>
      expect(callsTo(calls, "/search").at(-1)).toEqual(
        expect.arrayContaining([
          ["categoryIDs", "4"],
          ["includeChildCategories", "true"],
          ["includeArchivedCategories", "true"],
        ]),
      ),
    );
    fireEvent.click(panel.getByRole("button", { name: `Remove ${makeCategory({ categoryID: 4 }).name}` }));
    await waitFor(() => expect(params().get("categoryID")).toBeNull());
  });

  it("adds authors from suggestions and tags with and/or, then clears them all", async () => {
    stubSearchApi();
    renderAt("/search?query=sso");
    const panel = await openFilters();
    const authors = panel.getByRole("combobox", { name: "Authors" });
    fireEvent.change(authors, { target: { value: "ad" } });
    fireEvent.click(await panel.findByRole("option", { name: "Ada" }));
    await waitFor(() => expect(params().getAll("insertUserNames")).toEqual(["Ada"]));
    const tags = panel.getByRole("textbox", { name: "Tags" });
    fireEvent.change(tags, { target: { value: "api" } });
    fireEvent.keyDown(tags, { key: "Enter" });
    await waitFor(() => expect(params().getAll("tags")).toEqual(["api"]));
    fireEvent.change(tags, { target: { value: "sso, saml" } });
    fireEvent.keyDown(tags, { key: "Enter" });
    await waitFor(() => expect(params().getAll("tags")).toEqual(["api", "sso, saml"]));
    fireEvent.click(panel.getByRole("radio", { name: "All of these tags" }));
    await waitFor(() => expect(params().get("tagOperator")).toBe("and"));
    fireEvent.click(panel.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(window.location.search).toBe("?query=sso"));
  });

  it("writes the date range, post types and sort", async () => {
    const calls = stubSearchApi();
    renderAt("/search?query=sso");
    const panel = await openFilters();
    fireEvent.change(panel.getByLabelText("From"), { target: { value: "2026-01-01" } });
    await waitFor(() => expect(params().get("dateInserted")).toBe(">=2026-01-01"));
    fireEvent.change(panel.getByLabelText("To"), { target: { value: "2026-02-01" } });
    await waitFor(() => expect(params().get("dateInserted")).toBe("[2026-01-01,2026-02-01]"));
    fireEvent.click(panel.getByRole("checkbox", { name: "Polls" }));
    fireEvent.click(panel.getByRole("checkbox", { name: "Questions" }));
    await waitFor(() => expect(params().get("types")).toBe("question,poll"));
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), {
      target: { value: "-dateInserted" },
    });
    await waitFor(() => expect(params().get("sort")).toBe("-dateInserted"));
    await waitFor(() =>
      expect(callsTo(calls, "/search").at(-1)).toEqual(
        expect.arrayContaining([
          ["types", "question"],
          ["types", "poll"],
          ["dateInserted", "[2026-01-01,2026-02-01]"],
          ["sort", "-dateInserted"],
        ]),
      ),
    );
  });

  it("is axe-clean with the filters open", async () => {
    stubSearchApi();
    renderAt("/search?query=sso&tags=api&categoryID=4");
    await screen.findByRole("list", { name: "Search results" });
    await filters().findByText(makeCategory({ categoryID: 4 }).name);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
