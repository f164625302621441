// The page-view event (docs/reference/ui-behaviour.md#page-views,
// docs/reference/api-conventions.md#other-call-families): a tick on load and on each path change, none for a viewer
// who opted out, failures only logged; each tick the whole tracking event of spec 001 §3 (type, url, pageName, record
// ids, siteSectionID, referrer); and through the app shell, one tick per client navigation.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import { describePageView } from "../../src/client/analytics/page-view-event";
import { createPageViewTracker } from "../../src/client/analytics/page-view-tracker";
import { createBrowserPageViewTracker } from "../../src/client/analytics/use-page-view-ticks";
import type { AnonymizeData } from "../../src/client/api/analytics";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { TickPost } from "../../src/types/generated/api/tick-post";

function tracker(privacy: AnonymizeData | Error = "-1", tickFails = false) {
  const ticks: string[] = [];
  const events: TickPost[] = [];
  const logged: string[] = [];
  let href = "https://forum.example/";
  const readPrivacy = vi.fn(async () => {
    if (privacy instanceof Error) throw privacy;
    return privacy;
  });
  const instance = createPageViewTracker({
    readPrivacy,
    sendTick: async (event) => {
      if (tickFails) throw new Error("offline");
      ticks.push(event.path);
      events.push(event);
    },
    log: (message) => logged.push(message),
    currentUrl: () => href,
    documentReferrer: () => "https://search.example/?q=forum",
  });
  /** The page at `path` is shown (the address changes first, as the router does). */
  const view = (path: string) => {
    href = `https://forum.example${path}`;
    return instance.pageViewed({ path });
  };
  return { instance, view, ticks, events, logged, readPrivacy };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("page-view tracker", () => {
  it("ticks on load and on each new path, not for the same path again", async () => {
    const { view, ticks, readPrivacy } = tracker("0");
    await view("/");
    await view("/");
    await view("/discussions");
    await view("/categories");
    expect(ticks).toEqual(["/", "/discussions", "/categories"]);
    expect(readPrivacy).toHaveBeenCalledTimes(1);
  });

  it("ticks when no choice was made ('-1')", async () => {
    const { view, ticks } = tracker("-1");
    await view("/");
    expect(ticks).toEqual(["/"]);
  });

  it("sends nothing for a viewer who opted out ('1')", async () => {
    const { view, ticks } = tracker("1");
    await view("/");
    await view("/discussions");
    expect(ticks).toEqual([]);
  });

  it("only logs a failed tick, and keeps ticking", async () => {
    const { view, logged } = tracker("0", true);
    await expect(view("/")).resolves.toBeUndefined();
    await view("/discussions");
    expect(logged).toEqual(["The page view could not be recorded.", "The page view could not be recorded."]);
  });

  it("still ticks when the privacy setting cannot be read (the server checks it again)", async () => {
    const { view, ticks, logged } = tracker(new Error("500"));
    await view("/");
    expect(ticks).toEqual(["/"]);
    expect(logged).toEqual(["Could not read the analytics privacy setting."]);
  });
});

describe("the tracking event", () => {
  it("sends type, url and referrer: the document's first, then the previous page's address", async () => {
    const { view, events } = tracker("0");
    await view("/discussions");
    await view("/discussion/12/hello");
    expect(events).toEqual([
      {
        type: "pageView",
        path: "/discussions",
        url: "https://forum.example/discussions",
        referrer: "https://search.example/?q=forum",
      },
      {
        type: "pageView",
        path: "/discussion/12/hello",
        url: "https://forum.example/discussion/12/hello",
        referrer: "https://forum.example/discussions",
      },
    ]);
  });

  it("names the page and the record it shows from the address", () => {
    expect(describePageView("/", "")).toEqual({ path: "/", pageName: "home", siteSectionID: 0 });
    expect(describePageView("/discussion/12/hello", "")).toEqual({
      path: "/discussion/12/hello",
      pageName: "discussion",
      discussionID: 12,
      siteSectionID: 0,
    });
    expect(describePageView("/categories/7", "")).toEqual({
      path: "/categories/7",
      pageName: "categoryList",
      categoryID: 7,
      siteSectionID: 0,
    });
    expect(describePageView("/discussion/comment/5", "")).toMatchObject({ pageName: "comment" });
    expect(describePageView("/search", "?query=x")).toEqual({ path: "/search", pageName: "search" });
  });

  it("knows a site section's pages by the route table", () => {
    const table = {
      siteSections: [{ siteSectionID: 3, slug: "fr", locale: "fr" }],
      customPages: [],
    };
    expect(describePageView("/fr/discussions", "", table)).toEqual({
      path: "/fr/discussions",
      pageName: "discussionList",
      siteSectionID: 3,
    });
  });
});

describe("ticks from the app shell", () => {
  let requests: Array<{ method: string; url: string; body: unknown }>;

  beforeEach(() => {
    requests = [];
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        requests.push({
          method: init?.method ?? "GET",
          url,
          body: init?.body ? JSON.parse(String(init.body)) : null,
        });
        if (url === "/api/v2/analytics/privacy") return Response.json({ AnonymizeData: "-1" });
        if (url === "/api/v2/tick") return Response.json({ recorded: true });
        return Response.json({ message: "Not found", status: 404 }, { status: 404 });
      }),
    );
  });

  const ticks = () => requests.filter((r) => r.url === "/api/v2/tick").map((r) => [r.method, r.body]);

  it("sends one tick for the loaded page and one after a client navigation", async () => {
    window.history.replaceState(null, "", "/no/such/page?x=1");
    const state: QuorumState = {
      site: { name: "Quorum", description: "" },
      currentUser: GUEST_USER,
      status: 404,
    };
    render(
      <App
        state={state}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        pageViews={createBrowserPageViewTracker()}
      />,
    );
    const first = {
      type: "pageView",
      path: "/no/such/page",
      pageName: "no",
      url: "http://localhost:3000/no/such/page?x=1",
      referrer: "",
    };
    await waitFor(() => expect(ticks()).toEqual([["POST", first]]));
    fireEvent.click(await screen.findByRole("link", { name: "Back to home page" }));
    await waitFor(() =>
      expect(ticks()).toEqual([
        ["POST", first],
        [
          "POST",
          {
            type: "pageView",
            path: "/",
            pageName: "home",
            siteSectionID: 0,
            url: "http://localhost:3000/",
            referrer: "http://localhost:3000/no/such/page?x=1",
          },
        ],
      ]),
    );
    expect(requests.filter((r) => r.url === "/api/v2/analytics/privacy")).toHaveLength(1);
  });

  it("sends nothing from an App given no tracker (tests, previews)", async () => {
    window.history.replaceState(null, "", "/no/such/page");
    const state: QuorumState = {
      site: { name: "Quorum", description: "" },
      currentUser: GUEST_USER,
      status: 404,
    };
    render(
      <App state={state} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} />,
    );
    await screen.findByRole("link", { name: "Back to home page" });
    expect(requests.filter((r) => r.url === "/api/v2/tick" || r.url === "/api/v2/analytics/privacy")).toEqual(
      [],
    );
  });
});
