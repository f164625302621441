// The page error screen (docs/reference/errors.md#error-screen): titles, messages and buttons per status, Sign In for
// guests only, the 'Page Not Found' icon, an API error's actionButton, and the whole unknown-path page through the
// app.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import { ApiError } from "../../src/client/api/errors";
import { ErrorPage, errorCopy } from "../../src/client/pages/ErrorPage";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER, SessionProvider } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";
import { CurrentLocationProvider } from "../../src/ui/location";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };

function renderPage(page: ReactElement, user: CurrentUser = GUEST_USER) {
  return render(
    <SessionProvider user={user}>
      <CurrentLocationProvider location={{ pathname: "/categories/staff", search: "?page=2" }}>
        {page}
      </CurrentLocationProvider>
    </SessionProvider>,
  );
}

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;
const links = () =>
  screen.queryAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("errorCopy", () => {
  it.each([
    [
      403,
      true,
      "Permission Problem",
      "You don't have permission to view this resource.",
      ["sign-in", "home"],
    ],
    [403, false, "Permission Problem", "You don't have permission to view this resource.", ["home"]],
    [404, true, "There was an error", "The page you were looking for could not be found.", ["home-page"]],
    [404, false, "There was an error", "The page you were looking for could not be found.", ["home-page"]],
    [500, true, "There was an error", "Please try again later.", ["home"]],
    [400, false, "There was an error", "Please try again later.", ["home"]],
    [503, false, "There was an error", "Please try again later.", ["home"]],
  ])("status %i (guest: %s) → %s / %s", (status, isGuest, title, message, actions) => {
    expect(errorCopy(status, isGuest)).toEqual({ title, message, actions });
  });
});

describe("ErrorPage", () => {
  it("403 for a guest: Permission Problem with Sign In back to this page, then Back to Home", () => {
    renderPage(<ErrorPage status={403} />);
    expect(heading()).toBe("Permission Problem");
    expect(screen.getByText("You don't have permission to view this resource.")).toBeTruthy();
    expect(links()).toEqual([
      ["Sign In", `/entry/signin?target=${encodeURIComponent("/categories/staff?page=2")}`],
      ["Back to Home", "/"],
    ]);
  });

  it("403 for a member: no Sign In", () => {
    renderPage(<ErrorPage status={403} />, MEMBER);
    expect(heading()).toBe("Permission Problem");
    expect(links()).toEqual([["Back to Home", "/"]]);
  });

  it("404: There was an error, the Page Not Found icon and Back to home page", () => {
    renderPage(<ErrorPage status={404} />);
    expect(heading()).toBe("There was an error");
    expect(screen.getByText("The page you were looking for could not be found.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Page Not Found" })).toBeTruthy();
    expect(links()).toEqual([["Back to home page", "/"]]);
  });

  it("500: Please try again later with Back to Home", () => {
    renderPage(<ErrorPage status={500} />, MEMBER);
    expect(heading()).toBe("There was an error");
    expect(screen.getByText("Please try again later.")).toBeTruthy();
    expect(links()).toEqual([["Back to Home", "/"]]);
    expect(screen.queryByRole("img", { name: "Page Not Found" })).toBeNull();
  });

  it("offers an API error's actionButton after the screen's own buttons", () => {
    const error = new ApiError(403, {
      message: "Confirm your email first.",
      actionButton: { url: "/entry/emailconfirm", label: "Resend the email" },
    });
    renderPage(<ErrorPage status={403} error={error} />, MEMBER);
    expect(links()).toEqual([
      ["Back to Home", "/"],
      ["Resend the email", "/entry/emailconfirm"],
    ]);
  });

  it("shows the error's details and trace in debug (dev) builds", () => {
    const error = new ApiError(500, {
      message: "Database unavailable.",
      description: "The pool is exhausted.",
      trace: "at query (db/client.ts:42)",
    });
    renderPage(<ErrorPage status={500} error={error} />);
    const details = screen.getByText("Error details").closest("details");
    expect(details).toBeTruthy();
    const inDetails = within(details as HTMLElement);
    expect(inDetails.getByText("Database unavailable.")).toBeTruthy();
    expect(inDetails.getByText("The pool is exhausted.")).toBeTruthy();
    expect(inDetails.getByText("at query (db/client.ts:42)")).toBeTruthy();
  });
});

describe("the unknown-path page through the app", () => {
  beforeEach(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "Not found", status: 404 }), { status: 404 })),
    );
  });

  it("shows the 404 screen, titled 'Page Not Found' in the tab", async () => {
    window.history.replaceState(null, "", "/no/such/page");
    const state: QuorumState = {
      site: { name: "Quorum", description: "" },
      currentUser: GUEST_USER,
      status: 404,
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<App state={state} queryClient={queryClient} />);
    expect(await screen.findByRole("heading", { level: 1, name: "There was an error" })).toBeTruthy();
    expect(screen.getByText("The page you were looking for could not be found.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home page" }).getAttribute("href")).toBe("/");
    // The title is set by an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.title).toBe("Page Not Found - Quorum"));
  });
});
