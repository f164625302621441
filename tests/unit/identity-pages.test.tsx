// The identity pages through the whole client app (router, session, query cache) with fetch mocked: password
// request and reset, email confirmation and resend, the email-not-confirmed notice, sign-out and the session list.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import { deviceLabel } from "../../src/client/pages/identity/device-label";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import type { UserSession } from "../../src/types/generated/api/user-session";
import { axeViolations } from "./widget-axe";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const UNCONFIRMED: CurrentUser = { ...MEMBER, emailConfirmed: false };

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
type Reply = { status: number; body?: unknown };
/** The identity calls only: the app also records page views and reads other settings on its own. */
let calls: Call[] = [];
const IDENTITY_PATHS = /^\/api\/v2\/(users|authenticate)(\/|$)/;

function mockApi(handler: (call: Call) => Reply | undefined) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      if (IDENTITY_PATHS.test(call.path)) calls.push(call);
      const reply = handler(call) ?? { status: 404, body: { message: "Not found.", status: 404 } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
}

function renderAt(url: string, currentUser: CurrentUser = GUEST_USER) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

/** Queries inside the page's <main>: the title bar has its own Sign In and Sign Out. */
const inMain = async () => within(await screen.findByRole("main"));

const fill = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/entry/passwordrequest", () => {
  it("checks the address, sends it, and shows the neutral answer", async () => {
    const notice = "If an account uses that email address, we have sent it a link.";
    mockApi((call) =>
      call.path === "/api/v2/users/request-password" ? { status: 200, body: { message: notice } } : undefined,
    );
    renderAt("/entry/passwordrequest");
    expect(await screen.findByRole("heading", { name: "Reset Password" })).toBeTruthy();
    // The title is set by an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.title).toBe("Reset Password - Quorum"));
    fill("Email", "not-an-address");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    fill("Email", " someone@example.org ");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect((await screen.findByRole("status")).textContent).toBe(notice);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ email: "someone@example.org" });
  });

  it("shows a 429 with its wait", async () => {
    mockApi(() => ({
      status: 429,
      body: {
        status: 429,
        message: "Too many requests.",
        description: "Please wait 40 seconds before trying again.",
      },
    }));
    renderAt("/entry/passwordrequest");
    fill(await screen.findByLabelText("Email").then(() => "Email"), "a@example.org");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const alert = await screen.findByText("Too many requests.");
    expect(alert.closest("[role=alert]")?.textContent).toContain("Please wait 40 seconds");
  });
});

describe("/entry/passwordreset/:token", () => {
  it("sends the token with the new password, then offers Sign In", async () => {
    mockApi((call) =>
      call.path === "/api/v2/users/password-reset"
        ? { status: 200, body: { message: "Your password has been changed." } }
        : undefined,
    );
    const { container } = renderAt("/entry/passwordreset/tok_EN-1");
    await screen.findByRole("heading", { name: "Choose a New Password" });
    fill("New Password", "short");
    fill("Confirm New Password", "other");
    fireEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect(await screen.findByText("Passwords must be at least 8 characters long.")).toBeTruthy();
    expect(screen.getByText("The passwords don't match.")).toBeTruthy();
    fill("New Password", "a better password");
    fill("Confirm New Password", "a better password");
    fireEvent.click(screen.getByRole("button", { name: "Save Password" }));
    expect((await screen.findByRole("status")).textContent).toBe("Your password has been changed.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      token: "tok_EN-1",
      password: "a better password",
    });
    expect((await inMain()).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe(
      "/entry/signin",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says when the link is invalid, with a way to a new one", async () => {
    mockApi(() => ({
      status: 400,
      body: {
        status: 400,
        message: "This link is invalid or has expired. Request a new one.",
        errors: {
          token: [
            {
              field: "token",
              code: "invalid",
              message: "This link is invalid or has expired. Request a new one.",
            },
          ],
        },
      },
    }));
    renderAt("/entry/passwordreset/old");
    await screen.findByRole("heading", { name: "Choose a New Password" });
    fill("New Password", "a better password");
    fill("Confirm New Password", "a better password");
    fireEvent.click(screen.getByRole("button", { name: "Save Password" }));
    const alert = await screen.findByText("This link is invalid or has expired. Request a new one.");
    expect(alert.closest("[role=alert]")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a new one" }).getAttribute("href")).toBe(
      "/entry/passwordrequest",
    );
  });
});

describe("email confirmation", () => {
  it("confirms on a button press, not on load", async () => {
    mockApi((call) =>
      call.path === "/api/v2/users/confirm-email"
        ? { status: 200, body: { message: "Your email address has been confirmed." } }
        : undefined,
    );
    renderAt("/entry/emailconfirm/abc", UNCONFIRMED);
    const button = await screen.findByRole("button", { name: "Confirm Email" });
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    fireEvent.click(button);
    expect((await screen.findByRole("status")).textContent).toBe("Your email address has been confirmed.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ token: "abc" });
  });

  it("shows the notice to a signed-in unconfirmed user only, linking to the resend page", async () => {
    mockApi(() => undefined);
    renderAt("/entry/signout", UNCONFIRMED);
    const notice = await screen.findByRole("region", { name: "Email confirmation" });
    expect(within(notice).getByRole("link", { name: "send a new one" }).getAttribute("href")).toBe(
      "/entry/emailconfirmrequest",
    );
    cleanup();
    renderAt("/entry/signout", MEMBER);
    await screen.findByRole("heading", { name: "Sign Out" });
    expect(screen.queryByRole("region", { name: "Email confirmation" })).toBeNull();
    cleanup();
    renderAt("/entry/signout", GUEST_USER);
    await screen.findByRole("heading", { name: "Sign Out" });
    expect(screen.queryByRole("region", { name: "Email confirmation" })).toBeNull();
  });

  it("resends a link for the signed-in user; guests are asked to sign in", async () => {
    mockApi((call) =>
      call.path === "/api/v2/users/me/confirm-email-resend"
        ? { status: 200, body: { message: "We have sent you a new confirmation link." } }
        : undefined,
    );
    renderAt("/entry/emailconfirmrequest", UNCONFIRMED);
    fireEvent.click(await screen.findByRole("button", { name: "Send a New Link" }));
    expect((await screen.findByRole("status")).textContent).toBe("We have sent you a new confirmation link.");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/v2/users/me/confirm-email-resend",
    ]);
    cleanup();
    renderAt("/entry/emailconfirmrequest", GUEST_USER);
    const signIn = await (await inMain()).findByRole("link", { name: "Sign In" });
    expect(signIn.getAttribute("href")).toBe("/entry/signin?target=%2Fentry%2Femailconfirmrequest");
  });
});

describe("/entry/signout", () => {
  it("asks first, then signs out with DELETE /authenticate and leaves for the target", async () => {
    mockApi((call) =>
      call.method === "DELETE" && call.path === "/api/v2/authenticate" ? { status: 204 } : undefined,
    );
    const leave = vi.fn();
    window.history.replaceState(null, "", "/entry/signout?target=%2Fdiscussions");
    const { SignOutPage } = await import("../../src/client/pages/identity/SignOutPage");
    const { SessionProvider } = await import("../../src/layout/session");
    const { AppStateProvider } = await import("../../src/client/app-state");
    const { QueryClientProvider } = await import("@tanstack/react-query");
    const { createMemoryRouter, RouterProvider } = await import("react-router");
    const router = createMemoryRouter([{ path: "/entry/signout", element: <SignOutPage leave={leave} /> }], {
      initialEntries: ["/entry/signout?target=%2Fdiscussions"],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AppStateProvider
          state={{ site: { name: "Quorum", description: "" }, currentUser: MEMBER, status: 200 }}
        >
          <SessionProvider user={MEMBER}>
            <RouterProvider router={router} />
          </SessionProvider>
        </AppStateProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Do you want to sign out\?/)).toBeTruthy();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    fireEvent.click((await inMain()).getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith("/discussions"));
    expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/v2/authenticate",
    ]);
  });

  it("tells a guest they are signed out, and never follows a foreign target", async () => {
    mockApi(() => undefined);
    renderAt("/entry/signout?target=https%3A%2F%2Fevil.example%2F");
    expect(await screen.findByText("You are signed out.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe("/");
  });
});

describe("/profile/edit/sessions", () => {
  const sessions: UserSession[] = [
    {
      sessionID: "aaaaaaaaaaaaaaaa",
      current: true,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0",
      ipAddress: "198.51.100.1",
      dateInserted: "2026-11-01T10:00:00Z",
      dateLastActive: "2026-11-20T10:00:00Z",
      dateExpires: "2026-12-20T10:00:00Z",
    },
    {
      sessionID: "bbbbbbbbbbbbbbbb",
      current: false,
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1",
      ipAddress: "198.51.100.2",
      dateInserted: "2026-11-02T10:00:00Z",
      dateLastActive: "2026-11-19T10:00:00Z",
      dateExpires: "2026-12-19T10:00:00Z",
    },
  ];

  it("lists the sessions, flags this device, and revokes one or all others", async () => {
    let listed = sessions;
    mockApi((call) => {
      if (call.method === "GET" && call.path === "/api/v2/users/me/sessions")
        return { status: 200, body: listed };
      if (call.method === "DELETE") {
        listed = listed.filter((s) => s.current);
        return { status: 204 };
      }
      return undefined;
    });
    const { container } = renderAt("/profile/edit/sessions", MEMBER);
    const list = await screen.findByRole("list", { name: "Sessions" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Firefox on Linux");
    expect(items[0]?.textContent).toContain("This device");
    expect(items[1]?.textContent).toContain("Safari on iPhone");
    expect(items[1]?.textContent).toContain("198.51.100.2");
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Sign out Safari on iPhone" }));
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Sessions" })).getAllByRole("listitem")).toHaveLength(1),
    );
    expect(
      calls.some((c) => c.method === "DELETE" && c.path === "/api/v2/users/me/sessions/bbbbbbbbbbbbbbbb"),
    ).toBe(true);
    expect(await screen.findByText("This is the only device signed in to your account.")).toBeTruthy();
  });

  it("sends others=true for Sign Out All Other Sessions", async () => {
    mockApi((call) => {
      if (call.method === "GET" && call.path === "/api/v2/users/me/sessions")
        return { status: 200, body: sessions };
      if (call.method === "DELETE") return { status: 204 };
      return undefined;
    });
    renderAt("/profile/edit/sessions", MEMBER);
    fireEvent.click(await screen.findByRole("button", { name: "Sign Out All Other Sessions" }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === "DELETE" && c.path === "/api/v2/users/me/sessions" && c.search === "?others=true",
        ),
      ).toBe(true),
    );
  });

  it("asks guests to sign in and loads nothing", async () => {
    mockApi(() => undefined);
    renderAt("/profile/edit/sessions");
    const link = await (await inMain()).findByRole("link", { name: "Sign In" });
    expect(link.getAttribute("href")).toBe("/entry/signin?target=%2Fprofile%2Fedit%2Fsessions");
    expect(calls.some((c) => c.path === "/api/v2/users/me/sessions")).toBe(false);
  });
});

describe("deviceLabel", () => {
  it("names common browsers and systems", () => {
    expect(
      deviceLabel("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120 Safari/537.36 Edg/120"),
    ).toBe("Edge on Windows");
    expect(
      deviceLabel("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit Chrome/120 Safari/537.36"),
    ).toBe("Chrome on macOS");
    expect(deviceLabel("")).toBe("Unknown browser");
    expect(deviceLabel("curl/8.0")).toBe("Unknown browser");
  });
});
