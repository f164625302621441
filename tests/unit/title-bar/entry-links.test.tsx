// Configurable entry addresses on the client (docs/reference/errors.md#error-screen): Sign In, Register and Sign Out
// lead where the site says; the sign-in link carries the current address as target unless on an entry page (absolute
// for another site's address); Register is hidden without a registration address; pages without a layout and the
// error screen use the inlined addresses.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppStateProvider } from "../../../src/client/app-state";
import { defaultTitleBarProps } from "../../../src/client/pages/default-title-bar";
import { ErrorPage } from "../../../src/client/pages/ErrorPage";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER, SessionProvider } from "../../../src/layout/session";
import { DEFAULT_ENTRY_URLS, withReturnTarget } from "../../../src/lib/entry-url";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import { CurrentLocationProvider } from "../../../src/ui/location";
import { AccountArea } from "../../../widgets/title-bar/AccountArea";
import { mockApi } from "../editor/pages/mock-api";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const HERE = { pathname: "/discussions", search: "?page=2" };
const TARGET = encodeURIComponent("/discussions?page=2");

function renderAt(ui: ReactElement, user: CurrentUser = GUEST_USER, location = HERE) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider user={user}>
        <CurrentLocationProvider location={location}>{ui}</CurrentLocationProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("withReturnTarget", () => {
  it("adds the current address to an address on this site, except on entry pages and home", () => {
    expect(withReturnTarget("/login", "/discussions?page=2")).toBe(`/login?target=${TARGET}`);
    expect(withReturnTarget("/login?mode=sso", "/discussions")).toBe("/login?mode=sso&target=%2Fdiscussions");
    expect(withReturnTarget("/login", "/entry/register")).toBe("/login");
    expect(withReturnTarget("/login", "/")).toBe("/login");
  });

  it("gives another site's address the absolute current address, when the page's origin is known", () => {
    expect(
      withReturnTarget("https://sso.example.com/login", "/discussions", "https://forum.example.org"),
    ).toBe(
      `https://sso.example.com/login?target=${encodeURIComponent("https://forum.example.org/discussions")}`,
    );
    expect(withReturnTarget("https://sso.example.com/login", "/discussions")).toBe(
      "https://sso.example.com/login",
    );
    expect(withReturnTarget("https://sso.example.com/login?target=x", "/d", "https://f.example")).toBe(
      "https://sso.example.com/login?target=x",
    );
  });
});

describe("the title bar's entry links", () => {
  it("lead guests to the configured sign-in and register addresses", () => {
    renderAt(<AccountArea compact={false} signInUrl="/login" registerUrl="/join" conversationsEnabled />);
    expect(hrefOf("Sign In")).toBe(`/login?target=${TARGET}`);
    expect(hrefOf("Register")).toBe(`/join?target=${TARGET}`);
  });

  it("hide Register when there is no registration address", () => {
    renderAt(
      <AccountArea compact={false} signInUrl="/entry/signin" registerUrl={null} conversationsEnabled />,
    );
    expect(hrefOf("Sign In")).toBe(`/entry/signin?target=${TARGET}`);
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("send a sign-in on another site back to this page's full address", () => {
    renderAt(
      <AccountArea
        compact={false}
        signInUrl="https://sso.example.com/login"
        registerUrl={null}
        conversationsEnabled
      />,
    );
    const back = encodeURIComponent(`${window.location.origin}/discussions?page=2`);
    // Another site's address opens in a new tab, as every external link does
    // (docs/reference/routes.md#links-the-product-builds).
    const link = screen.getByRole("link", { name: /^Sign In\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute("href")).toBe(`https://sso.example.com/login?target=${back}`);
  });

  it("lead My Account's Sign Out to the configured sign-out address", async () => {
    mockApi((call) =>
      call.path === "/api/v2/users/me-counts"
        ? { status: 200, body: { countUnreadNotifications: 0, countUnreadConversations: 0 } }
        : undefined,
    );
    renderAt(
      <AccountArea
        compact={false}
        signInUrl="/entry/signin"
        registerUrl={null}
        signOutUrl="/sso/signout"
        conversationsEnabled
      />,
      MEMBER,
    );
    fireEvent.click(await screen.findByRole("button", { name: "My Account" }));
    const signOut = within(screen.getByRole("menu")).getByRole("menuitem", { name: "Sign Out" });
    expect(signOut.getAttribute("href")).toBe(`/sso/signout?target=${TARGET}`);
  });
});

describe("pages without a layout", () => {
  const state = (entryUrls?: QuorumState["site"]["entryUrls"]): QuorumState => ({
    site: { name: "Quorum", description: "", entryUrls },
    currentUser: GUEST_USER,
    status: 403,
  });

  it("build their title bar with the inlined addresses, else the built-in pages", () => {
    const entryUrls = { signInUrl: "/login", registerUrl: null, signOutUrl: "/logout" };
    expect(defaultTitleBarProps(state(entryUrls).site)).toMatchObject(entryUrls);
    expect(defaultTitleBarProps(state().site)).toMatchObject(DEFAULT_ENTRY_URLS);
  });

  it("offer Sign In on the 403 screen at the configured address", () => {
    renderAt(
      <AppStateProvider state={state({ signInUrl: "/login", registerUrl: null, signOutUrl: "/logout" })}>
        <ErrorPage status={403} />
      </AppStateProvider>,
    );
    expect(hrefOf("Sign In")).toBe(`/login?target=${TARGET}`);
  });
});
