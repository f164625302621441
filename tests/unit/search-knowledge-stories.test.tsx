// The knowledge search stories (stories/pages/KnowledgeSearch.stories.tsx) render from their factories alone (no
// search or knowledge-base request leaves), show the state they are named for, and are axe-clean, as the visual run
// will need.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionProvider } from "../../src/layout/session";
import * as stories from "../../stories/pages/KnowledgeSearch.stories";
import { makeCurrentUser } from "../factories";
import { axeViolations } from "./widget-axe";

interface AnyStory {
  parameters?: { location?: string };
  render?: (args: never, context: never) => ReactElement;
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

/** What the stories must never ask for: their data is all in the cache. */
const dataRequests = () =>
  fetchSpy.mock.calls
    .map((call) => String((call as unknown[])[0]))
    .filter((url) => url.includes("/search") || url.includes("/knowledge"));

/** As .storybook/preview.tsx wraps every story: a query client, the member session, a router at its address. */
function renderStory(name: string) {
  const story = (stories as unknown as Record<string, AnyStory>)[name];
  const element = story?.render?.({} as never, {} as never);
  if (!element) throw new Error(`no story ${name}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser()}>
        <MemoryRouter initialEntries={[story?.parameters?.location ?? "/"]}>{element}</MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe("Knowledge search stories", () => {
  it.each([
    ["ArticlesTab", "7 results for “profile”"],
    ["KnowledgeBaseSearch", "Search the Knowledge Base"],
    ["KnowledgeBaseSearchFiltered", "Notifications"],
  ])("%s", async (name, text) => {
    renderStory(name);
    expect((await screen.findAllByText(text, { exact: false })).length).toBeGreaterThan(0);
    expect(await screen.findByRole("list", { name: "Search results" })).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);
    expect(dataRequests()).toEqual([]);
  });

  it("opens the Articles tab with its count", async () => {
    renderStory("ArticlesTab");
    const tab = await screen.findByRole("tab", { selected: true });
    expect(tab.textContent).toContain("Articles");
    expect(tab.textContent).toContain("7");
  });
});
