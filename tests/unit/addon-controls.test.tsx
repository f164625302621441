// The public pages' parts an addon owns, gone while it is off (docs/reference/addons.md#a-switched-off-addon): the
// addons switched on reach the session from the page state (state.site.addons, App.tsx); without a list (stories,
// the layout editor) every addon counts as on. Reactions: a profile's Reactions tab and reactions received; tagging:
// the user tags of a discussion's meta line and the search page's tag filter.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, renderHook, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import { DiscussionMetas } from "../../src/client/discussion-meta/DiscussionMetas";
import { SearchFilters } from "../../src/client/pages/search/filters/SearchFilters";
import { EMPTY_SEARCH } from "../../src/client/pages/search/search-state";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER, SessionProvider } from "../../src/layout/session";
import { useAddonEnabled } from "../../src/layout/use-addon-enabled";
import { ADDONS } from "../../src/lib/addons";
import { makeDiscussion, makeProfile, makeTag } from "../factories";
import { makePermissionsRecord } from "../factories/permission-records";

const ALL = ADDONS.map((addon) => addon.addonID);
const without = (addonID: string) => ALL.filter((id) => id !== addonID);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function withSession(addons: readonly string[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionProvider user={GUEST_USER} addons={addons}>
        {children}
      </SessionProvider>
    </QueryClientProvider>
  );
}

describe("useAddonEnabled", () => {
  it("follows the session's list, and counts every addon as on without one", () => {
    const off = renderHook(() => useAddonEnabled("reactions"), {
      wrapper: withSession(without("reactions")),
    });
    expect(off.result.current).toBe(false);
    const on = renderHook(() => useAddonEnabled("reactions"), { wrapper: withSession(["reactions"]) });
    expect(on.result.current).toBe(true);
    const unsaid = renderHook(() => useAddonEnabled("escalations"), { wrapper: withSession(undefined) });
    expect(unsaid.result.current).toBe(true);
  });
});

describe("a profile while reactions are off", () => {
  const ADA = makeProfile({ userID: 21, name: "ada" });

  function renderProfile(addons: readonly string[]) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), "http://localhost").pathname;
        const body =
          path === "/api/v2/users/by-name/ada"
            ? ADA
            : path.endsWith("/permissions")
              ? makePermissionsRecord("member")
              : [];
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
      }),
    );
    window.history.replaceState(null, "", "/profile/ada");
    const state: QuorumState = {
      site: { name: "Quorum", description: "", addons: [...addons] },
      currentUser: GUEST_USER,
      status: 200,
    };
    render(
      <App state={state} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })} />,
    );
  }

  it("has no Reactions tab and no reactions received", async () => {
    renderProfile(without("reactions"));
    const tabs = within(await screen.findByRole("navigation", { name: "Profile" }));
    expect(tabs.getByRole("link", { name: /^Discussions/ })).toBeTruthy();
    expect(tabs.queryByRole("link", { name: /^Reactions/ })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Reactions received" })).toBeNull();
  });

  it("has both while on", async () => {
    renderProfile(ALL);
    const tabs = within(await screen.findByRole("navigation", { name: "Profile" }));
    expect(tabs.getByRole("link", { name: /^Reactions/ })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Reactions received" })).toBeTruthy();
  });
});

describe("reactions off: the meta line's score", () => {
  const metas = {
    asIcons: false,
    display: {
      category: false,
      startedByUser: false,
      lastUser: false,
      lastCommentDate: false,
      viewCount: false,
      commentCount: false,
      score: true,
      userTags: false,
      unreadCount: false,
    },
  };
  const discussion = makeDiscussion({ score: 7 });

  it("goes with the votes", () => {
    render(<DiscussionMetas discussion={discussion} metas={metas} />, {
      wrapper: withSession(without("reactions")),
    });
    expect(screen.queryByText(/7 points/)).toBeNull();
  });

  it("shows while they are on", () => {
    render(<DiscussionMetas discussion={discussion} metas={metas} />, { wrapper: withSession(ALL) });
    expect(screen.getByText(/7 points/)).toBeTruthy();
  });
});

describe("tagging off", () => {
  const metas = {
    asIcons: false,
    display: {
      category: false,
      startedByUser: false,
      lastUser: false,
      lastCommentDate: false,
      viewCount: false,
      commentCount: false,
      score: false,
      userTags: true,
      unreadCount: false,
    },
  };
  const discussion = makeDiscussion({ tags: [makeTag({ name: "billing", type: "User" })] });

  it("leaves the user tags out of the meta line", () => {
    render(<DiscussionMetas discussion={discussion} metas={metas} />, {
      wrapper: withSession(without("tagging")),
    });
    expect(screen.queryByText("billing")).toBeNull();
  });

  it("shows them while on", () => {
    render(<DiscussionMetas discussion={discussion} metas={metas} />, { wrapper: withSession(ALL) });
    expect(screen.getByText("billing")).toBeTruthy();
  });

  it("leaves the tag filter out of the search filters, which keep the others", () => {
    const filters = (addons: readonly string[]) =>
      render(<SearchFilters id="filters" hidden={false} state={EMPTY_SEARCH} update={() => undefined} />, {
        wrapper: withSession(addons),
      });
    filters(without("tagging"));
    expect(screen.queryByRole("group", { name: "Match tags" })).toBeNull();
    expect(screen.getByRole("region", { name: "Filters" })).toBeTruthy();
    cleanup();
    filters(ALL);
    expect(screen.getByRole("group", { name: "Match tags" })).toBeTruthy();
  });
});
