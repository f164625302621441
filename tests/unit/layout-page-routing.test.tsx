// LayoutPage beyond plain layouts: a lookup answering redirectTo shows where the page goes and navigates there after
// 5,000 ms (docs/reference/layout-documents.md#page-render); a route whose custom layout flag is off renders the plain
// page of the same content from the REST API (docs/reference/routes.md#layout-routes), never a blank one.
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { FeatureFlags } from "../../src/lib/layout-routes";

const ALL_ON: FeatureFlags = { discussionList: true, categoryList: true, post: true, createPost: true };
const TABLE = { siteSections: [{ siteSectionID: 1, slug: "fr", locale: "fr" }], customPages: [] };

function renderAt(url: string, extra: Partial<QuorumState>) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: GUEST_USER,
    status: 200,
    routing: { table: TABLE, flags: ALL_ON },
    ...extra,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

function mockFetch(bodies: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const body = bodies[path];
    return new Response(JSON.stringify(body ?? { message: "Not found.", status: 404 }), {
      status: body === undefined ? 404 : 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("redirectTo", () => {
  it("says where the page goes, then navigates there after 5,000 ms", async () => {
    mockFetch({});
    vi.useFakeTimers();
    const query = {
      layoutViewType: "post" as const,
      recordType: "discussion" as const,
      recordID: 5,
      params: { discussionID: 5, page: 1, sort: null, siteSectionID: 1, locale: "fr" },
    };
    renderAt("/fr/discussion/5", {
      layout: { query, data: { redirectTo: "/discussion/5/hello", status: 301 } },
    });
    expect(screen.getByRole("heading", { name: "Redirecting…" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "/discussion/5/hello" })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(4999);
    });
    expect(window.location.pathname).toBe("/fr/discussion/5");
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(window.location.pathname).toBe("/discussion/5/hello");
  });
});

describe("a custom layout flag that is off", () => {
  it("serves the plain discussion list from GET /discussions", async () => {
    const fetchMock = mockFetch({
      "/api/v2/discussions": [
        {
          discussionID: 9,
          name: "Plain and simple",
          url: "/discussion/9/plain-and-simple",
          countComments: 2,
          dateLastComment: "2026-06-01T10:00:00Z",
        },
      ],
    });
    renderAt("/discussions?sort=-score", {
      routing: { table: TABLE, flags: { ...ALL_ON, discussionList: false } },
    });
    expect(await screen.findByRole("link", { name: "Plain and simple" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Recent Posts" })).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.startsWith("/api/v2/discussions?sort=-score"))).toBe(true);
    expect(urls.some((url) => url.includes("lookup-hydrate"))).toBe(false);
  });
});
