// A category page's search box (src/ui/search/search-scope.ts, docs/reference/ui-behaviour.md#search-box-scope): the
// banner's and the Search widget's loaders take the page's category, the box then searches within it (placeholder,
// hidden parameters, suggestions asked with categoryID) until the chip's button widens it to the whole forum; and
// the site's external search (docs/reference/search.md#external-search) reaches these boxes from the page state.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppStateProvider } from "../../src/client/app-state";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { SearchWidgetProps } from "../../src/types/generated/widgets/community-search";
import { searchTarget } from "../../src/ui/search/search-target";
import { BannerSearch } from "../../widgets/app-banner/BannerSearch";
import { hydrateAppBanner } from "../../widgets/app-banner/hydrate.server";
import { hydrateCommunitySearch } from "../../widgets/community-search/hydrate.server";
import SearchWidget from "../../widgets/community-search/SearchWidget";
import { callsTo, stubSearchApi } from "./search-api-stub";

const HELP = { categoryID: 5, name: "Help & Support" };
const categoryPage = {
  layoutViewType: "discussionCategoryPage",
  categoryID: 5,
  category: { ...HELP, urlcode: "help" },
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function Stage({ children, state }: { children: ReactNode; state?: QuorumState }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const routed = (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/categories/help"]}>
        {children}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return state ? <AppStateProvider state={state}>{routed}</AppStateProvider> : routed;
}

const address = () => screen.getByRole("status", { name: "address" }).textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the loaders", () => {
  const banner = { showSearch: true, titleType: "none", title: "", descriptionType: "none", description: "" };

  it("give the banner and the Search widget the category of a category page", async () => {
    const hydrated = await hydrateAppBanner(banner as never, { params: categoryPage });
    expect(hydrated.searchCategory).toEqual(HELP);
    const widget = await hydrateCommunitySearch({ domain: "all" } as never, { params: categoryPage });
    expect(widget.searchCategory).toEqual(HELP);
  });

  it("give none on other pages, and never keep one written into the document", async () => {
    const post = { ...categoryPage, layoutViewType: "discussion" };
    const authored = { ...banner, searchCategory: { categoryID: 9, name: "Secret" } };
    expect((await hydrateAppBanner(authored as never, { params: post })).searchCategory).toBeUndefined();
    expect((await hydrateAppBanner(authored as never, { params: {} })).searchCategory).toBeUndefined();
    const nested = { ...categoryPage, layoutViewType: "nestedCategoryList" };
    expect((await hydrateAppBanner(banner as never, { params: nested })).searchCategory).toEqual(HELP);
  });
});

describe("the banner's box on a category page", () => {
  it("searches within the category: placeholder, suggestions and the search page's parameters", async () => {
    const calls = stubSearchApi();
    render(
      <Stage>
        <BannerSearch centered={false} category={HELP} />
      </Stage>,
    );
    const box = screen.getByRole("combobox", { name: "Search in Help & Support" }) as HTMLInputElement;
    expect(box.placeholder).toBe("Search in Help & Support");
    fireEvent.change(box, { target: { value: "printer" } });
    await waitFor(() => expect(callsTo(calls, "/search/suggestions").length).toBeGreaterThan(0));
    expect(callsTo(calls, "/search/suggestions")[0]).toContainEqual(["categoryID", "5"]);
    fireEvent.submit(box.form as HTMLFormElement);
    expect(address()).toBe("/search?query=printer&categoryID=5&includeChildCategories=true");
  });

  it("widens to the whole forum with the chip's button, keeping the text and the focus", async () => {
    const calls = stubSearchApi();
    render(
      <Stage>
        <BannerSearch centered={false} category={HELP} />
      </Stage>,
    );
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "printer" } });
    fireEvent.click(screen.getByRole("button", { name: "Search all the forum, not only Help & Support" }));
    const box = screen.getByRole("combobox", { name: "Search the community" }) as HTMLInputElement;
    expect(box.placeholder).toBe("Search");
    expect(box.value).toBe("printer");
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole("button", { name: /Search all the forum/ })).toBeNull();
    fireEvent.change(box, { target: { value: "printers" } });
    await waitFor(() =>
      expect(
        callsTo(calls, "/search/suggestions").some((pairs) => pairs.some(([, v]) => v === "printers")),
      ).toBe(true),
    );
    const last = callsTo(calls, "/search/suggestions").at(-1) ?? [];
    expect(last.map(([name]) => name)).not.toContain("categoryID");
    fireEvent.submit(box.form as HTMLFormElement);
    expect(address()).toBe("/search?query=printers");
  });

  it("has no chip and searches everything on a page without a category", () => {
    stubSearchApi();
    render(
      <Stage>
        <BannerSearch centered={false} />
      </Stage>,
    );
    expect(
      (screen.getByRole("combobox", { name: "Search the community" }) as HTMLInputElement).placeholder,
    ).toBe("Search");
    expect(screen.queryByRole("button", { name: /Search all the forum/ })).toBeNull();
  });
});

describe("the Search widget on a category page", () => {
  const widget = {
    titleType: "none",
    title: "",
    descriptionType: "none",
    description: "",
    placeholder: "Find a post",
    postType: [],
    places: [],
    searchCategory: HELP,
  };

  it("searches posts within the category, after its own domain parameters", () => {
    stubSearchApi();
    render(
      <Stage>
        <SearchWidget {...(widget as unknown as SearchWidgetProps)} domain="discussions" />
      </Stage>,
    );
    const box = screen.getByRole("combobox", { name: "Search in Help & Support" }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "jam" } });
    fireEvent.submit(box.form as HTMLFormElement);
    expect(address()).toBe("/search?query=jam&domain=discussions&categoryID=5&includeChildCategories=true");
  });

  it("keeps a members search unscoped: members are not in a category", () => {
    stubSearchApi();
    render(
      <Stage>
        <SearchWidget {...(widget as unknown as SearchWidgetProps)} domain="members" />
      </Stage>,
    );
    const box = screen.getByRole("combobox", { name: "Search members" }) as HTMLInputElement;
    expect(box.placeholder).toBe("Find a post");
    expect(screen.queryByRole("button", { name: /Search all the forum/ })).toBeNull();
  });
});

describe("an external search configured for the site", () => {
  const state = (urlTemplate: string, newTab: boolean): QuorumState => ({
    site: { name: "Quorum", description: "", externalSearch: { urlTemplate, newTab } },
    currentUser: GUEST_USER,
    status: 200,
  });

  it("takes the banner's query, in a new tab when set, and asks for no suggestions", () => {
    const calls = stubSearchApi();
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    render(
      <Stage state={state("https://www.google.com/search?q={searchTerms}+site:forum.example", true)}>
        <BannerSearch centered={false} />
      </Stage>,
    );
    const box = screen.getByRole("searchbox", { name: "Search the community" }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "jam & bread" } });
    fireEvent.submit(box.form as HTMLFormElement);
    expect(open).toHaveBeenCalledWith(
      "https://www.google.com/search?q=jam%20%26%20bread+site:forum.example",
      "_blank",
      "noopener,noreferrer",
    );
    expect(callsTo(calls, "/search/suggestions")).toEqual([]);
  });

  it("fills both placeholder spellings, %s and {searchTerms}", () => {
    expect(searchTarget("a b", [], { urlTemplate: "https://s.example/?q=%s" }).url).toBe(
      "https://s.example/?q=a%20b",
    );
    expect(searchTarget("a b", [], { urlTemplate: "https://s.example/?q={searchTerms}" }).url).toBe(
      "https://s.example/?q=a%20b",
    );
  });
});
