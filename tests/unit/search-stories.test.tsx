// The search stories (stories/pages/Search.stories.tsx, stories/ui/SearchCombobox.stories.tsx) render from their
// factories alone (no search request leaves), show the state they are named for, and are axe-clean, as the visual
// run will need; the combobox stories' play functions open the list and highlight an option.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../src/layout/session";
import * as page from "../../stories/pages/Search.stories";
import * as combobox from "../../stories/ui/SearchCombobox.stories";
import { makeCurrentUser } from "../factories";
import { axeViolations } from "./widget-axe";

interface AnyStory {
  parameters?: { location?: string };
  render?: (args: never, context: never) => ReactElement;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

const fetchSpy = vi.fn(async () => new Response(null, { status: 599 }));

beforeEach(() => {
  globalThis.__QUORUM_NOW__ = "2026-11-01T12:00:00Z";
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
  vi.stubGlobal(
    "EventSource",
    class {
      close() {}
      addEventListener() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function storyNamed(module: unknown, name: string): AnyStory {
  const story = (module as Record<string, AnyStory>)[name];
  if (!story) throw new Error(`no story ${name}`);
  return story;
}

/** As .storybook/preview.tsx wraps every story: a query client, the member session, a router at its address. */
function renderStory(story: AnyStory) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = story.render?.({} as never, {} as never);
  if (!element) throw new Error("the story has no render function");
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser()}>
        <MemoryRouter initialEntries={[story.parameters?.location ?? "/"]}>{element}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const searchRequests = () =>
  fetchSpy.mock.calls.map((call) => String((call as unknown[])[0])).filter((url) => url.includes("/search"));

describe("Search page stories", () => {
  it.each([
    ["Results", "165 results for “tags members”"],
    ["NothingFoundDidYouMean", "Did you mean"],
    ["Loading", "Searching"],
    ["SearchFailed", "Something went wrong while searching."],
    ["FiltersOpen", "Include child categories"],
  ])("%s", async (name, text) => {
    renderStory(storyNamed(page, name));
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
    expect(await axeViolations(document.body)).toEqual([]);
    expect(searchRequests()).toEqual([]);
  });
});

describe("Search combobox stories", () => {
  it("Closed", async () => {
    renderStory(storyNamed(combobox, "Closed"));
    expect(screen.getByRole("combobox").getAttribute("aria-expanded")).toBe("false");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it.each(["SuggestionsOpen", "KeyboardHighlight"])("%s", async (name) => {
    const story = storyNamed(combobox, name);
    const { container } = renderStory(story);
    await story.play?.({ canvasElement: container });
    const box = screen.getByRole("combobox");
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(within(screen.getByRole("listbox")).getAllByRole("option").length).toBeGreaterThan(3);
    if (name === "KeyboardHighlight") {
      const active = document.getElementById(box.getAttribute("aria-activedescendant") ?? "");
      expect(active?.getAttribute("aria-selected")).toBe("true");
    }
    expect(await axeViolations(document.body)).toEqual([]);
    expect(searchRequests()).toEqual([]);
  });
});
