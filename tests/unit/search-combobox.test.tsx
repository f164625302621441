// The shared search box (src/ui/search/SearchCombobox.tsx, spec 001 §4.1) with GET /search/suggestions stubbed:
// typing lists suggestions after the debounce (places first as quick links, the create option last), the combobox
// pattern's attributes, a keyboard-only pass (arrows, Enter on a place, on the create option, Escape), a suggestion
// without a url fills the box, the clear button (and trigger-on-clear), an external search template, the title bar's
// box with the real 500 ms debounce, and axe with the list open.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { searchSuggestionSource } from "../../src/client/api/search";
import { SearchCombobox, type SearchComboboxProps } from "../../src/ui/search/SearchCombobox";
import { searchTarget } from "../../src/ui/search/search-target";
import { TitleBarSearch } from "../../widgets/title-bar/TitleBarSearch";
import { makeCategory, makeSearchSuggestions } from "../factories";
import { callsTo, stubSearchApi } from "./search-api-stub";
import { axeViolations } from "./widget-axe";

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function Stage({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/discussions"]}>
        {children}
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function renderBox(props: Partial<SearchComboboxProps> = {}) {
  return render(
    <Stage>
      <search>
        <SearchCombobox
          label="Search the community"
          suggestionSource={searchSuggestionSource}
          debounceMs={0}
          {...props}
        />
      </search>
    </Stage>,
  );
}

const box = () => screen.getByRole("combobox", { name: "Search the community" }) as HTMLInputElement;
const listbox = () => screen.getByRole("listbox", { name: "Search suggestions" });
const address = () => screen.getByRole("status", { name: "address" }).textContent;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const key = (name: string) => fireEvent.keyDown(box(), { key: name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("<SearchCombobox/>", () => {
  it("lists suggestions as you type: quick links to places first, the create option last", async () => {
    const calls = stubSearchApi();
    renderBox();
    expect(box().getAttribute("aria-expanded")).toBe("false");
    // The list it controls is in the document, hidden, while closed.
    const controlled = document.getElementById(box().getAttribute("aria-controls") ?? "");
    expect(controlled?.getAttribute("role")).toBe("listbox");
    expect(controlled?.hidden).toBe(true);
    type("web");
    const quickLinks = await screen.findByRole("group", { name: "Quick links" });
    expect(box().getAttribute("aria-expanded")).toBe("true");
    const places = [4, 7].map((categoryID) => makeCategory({ categoryID }).name);
    expect(
      within(quickLinks)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(places);
    const options = within(listbox()).getAllByRole("option");
    expect(options.map((option) => option.textContent).slice(0, 2)).toEqual(places);
    expect(options.at(-1)?.textContent).toBe("Search for “web”");
    expect(callsTo(calls, "/search/suggestions")).toEqual([
      [
        ["query", "web"],
        ["limit", "10"],
      ],
    ]);
  });

  it("is worked by the keyboard: arrows move the highlight, Enter follows a place, Escape clears", async () => {
    stubSearchApi();
    renderBox();
    act(() => box().focus());
    type("web");
    await screen.findByRole("group", { name: "Quick links" });
    key("ArrowDown");
    const first = within(listbox()).getAllByRole("option")[0] as HTMLElement;
    expect(box().getAttribute("aria-activedescendant")).toBe(first.id);
    expect(first.getAttribute("aria-selected")).toBe("true");
    key("ArrowUp");
    const last = within(listbox()).getAllByRole("option").at(-1) as HTMLElement;
    expect(box().getAttribute("aria-activedescendant")).toBe(last.id);
    key("ArrowDown");
    key("Enter");
    expect(address()).toBe(new URL(makeCategory({ categoryID: 4 }).url, "http://x").pathname);
    expect(document.activeElement).toBe(box());
    type("again");
    key("Escape");
    expect(box().value).toBe("");
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("runs the search from the create option, and from Enter with nothing highlighted", async () => {
    stubSearchApi();
    renderBox();
    type("single sign-on");
    await screen.findByRole("group", { name: "Quick links" });
    key("End");
    key("ArrowUp");
    key("Enter");
    expect(address()).toBe("/search?query=single+sign-on");
    type("saml");
    fireEvent.submit(box().form as HTMLFormElement);
    expect(address()).toBe("/search?query=saml");
  });

  it("fills the box with a suggestion that has no url", async () => {
    stubSearchApi({
      suggestions: () => [{ label: "webhook retries", type: "discussion", source: "discussions" }],
    });
    renderBox();
    type("webh");
    const option = await screen.findByRole("option", { name: "webhook retries" });
    fireEvent.click(option);
    expect(box().value).toBe("webhook retries");
    expect(address()).toBe("/discussions");
  });

  it("clears with the clear button, focused again, and searches on clear when asked to", async () => {
    stubSearchApi();
    const onSearch = vi.fn();
    renderBox({ triggerOnClear: true, onSearch });
    type("abc");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(box().value).toBe("");
    expect(document.activeElement).toBe(box());
    expect(onSearch).toHaveBeenCalledWith("");
  });

  it("sends an external search to its template without asking for suggestions", async () => {
    const calls = stubSearchApi();
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    render(
      <Stage>
        <SearchCombobox
          label="Search the community"
          suggestionSource={searchSuggestionSource}
          debounceMs={0}
          externalSearch={{ urlTemplate: "https://search.example/?q=%s&site=forum", newTab: true }}
        />
      </Stage>,
    );
    const field = screen.getByRole("searchbox", { name: "Search the community" }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "a&b c" } });
    fireEvent.submit(field.form as HTMLFormElement);
    expect(open).toHaveBeenCalledWith(
      "https://search.example/?q=a%26b%20c&site=forum",
      "_blank",
      "noopener,noreferrer",
    );
    expect(callsTo(calls, "/search/suggestions")).toEqual([]);
    expect(searchTarget("x y", [["domain", "members"]])).toEqual({
      url: "/search?query=x+y&domain=members",
      external: false,
      newTab: false,
    });
  });

  it("is axe-clean with the list open", async () => {
    stubSearchApi();
    const { container } = renderBox();
    type("web");
    await screen.findByRole("group", { name: "Quick links" });
    key("ArrowDown");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("the title bar's search box", () => {
  it("waits for typing to pause (500 ms) before asking, then suggests", async () => {
    const calls = stubSearchApi({ suggestions: makeSearchSuggestions });
    render(
      <Stage>
        <TitleBarSearch compact={false} />
      </Stage>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const field = screen.getByRole("combobox", { name: "Search" });
    fireEvent.change(field, { target: { value: "we" } });
    fireEvent.change(field, { target: { value: "web" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(callsTo(calls, "/search/suggestions")).toEqual([]);
    await screen.findByRole("group", { name: "Quick links" }, { timeout: 3000 });
    expect(callsTo(calls, "/search/suggestions")).toEqual([
      [
        ["query", "web"],
        ["limit", "10"],
      ],
    ]);
    // Picking a quick link navigates and closes the box.
    fireEvent.click(
      within(screen.getByRole("group", { name: "Quick links" })).getAllByRole("option")[0] as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole("combobox", { name: "Search" })).toBeNull());
    expect(address()).toBe(new URL(makeCategory({ categoryID: 4 }).url, "http://x").pathname);
  });
});
