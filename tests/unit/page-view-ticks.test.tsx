// The page-view event (docs/reference/ui-behaviour.md#page-views,
// docs/reference/api-conventions.md#other-call-families): a tick on load and on each path change, none for a viewer
// who opted out, failures only logged; and through the app shell, one tick per client navigation.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import { createPageViewTracker } from "../../src/client/analytics/page-view-tracker";
import { createBrowserPageViewTracker } from "../../src/client/analytics/use-page-view-ticks";
import type { AnonymizeData } from "../../src/client/api/analytics";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";

function tracker(privacy: AnonymizeData | Error = "-1", tickFails = false) {
  const ticks: string[] = [];
  const logged: string[] = [];
  const readPrivacy = vi.fn(async () => {
    if (privacy instanceof Error) throw privacy;
    return privacy;
  });
  const instance = createPageViewTracker({
    readPrivacy,
    sendTick: async (path) => {
      if (tickFails) throw new Error("offline");
      ticks.push(path);
    },
    log: (message) => logged.push(message),
  });
  return { instance, ticks, logged, readPrivacy };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("page-view tracker", () => {
  it("ticks on load and on each new path, not for the same path again", async () => {
    const { instance, ticks, readPrivacy } = tracker("0");
    await instance.pathChanged("/");
    await instance.pathChanged("/");
    await instance.pathChanged("/discussions");
    await instance.pathChanged("/categories");
    expect(ticks).toEqual(["/", "/discussions", "/categories"]);
    expect(readPrivacy).toHaveBeenCalledTimes(1);
  });

  it("ticks when no choice was made ('-1')", async () => {
    const { instance, ticks } = tracker("-1");
    await instance.pathChanged("/");
    expect(ticks).toEqual(["/"]);
  });

  it("sends nothing for a viewer who opted out ('1')", async () => {
    const { instance, ticks } = tracker("1");
    await instance.pathChanged("/");
    await instance.pathChanged("/discussions");
    expect(ticks).toEqual([]);
  });

  it("only logs a failed tick, and keeps ticking", async () => {
    const { instance, logged } = tracker("0", true);
    await expect(instance.pathChanged("/")).resolves.toBeUndefined();
    await instance.pathChanged("/discussions");
    expect(logged).toEqual(["The page view could not be recorded.", "The page view could not be recorded."]);
  });

  it("still ticks when the privacy setting cannot be read (the server checks it again)", async () => {
    const { instance, ticks, logged } = tracker(new Error("500"));
    await instance.pathChanged("/");
    expect(ticks).toEqual(["/"]);
    expect(logged).toEqual(["Could not read the analytics privacy setting."]);
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
    await waitFor(() => expect(ticks()).toEqual([["POST", { path: "/no/such/page" }]]));
    fireEvent.click(await screen.findByRole("link", { name: "Back to home page" }));
    await waitFor(() =>
      expect(ticks()).toEqual([
        ["POST", { path: "/no/such/page" }],
        ["POST", { path: "/" }],
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
