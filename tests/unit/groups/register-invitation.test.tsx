// Registering from a group invitation's link through the whole client app with fetch mocked
// (docs/reference/groups.md#invitations): /entry/register?invitation=TOKEN reads the invitation, says which group
// invites, prefills the invited address, sends the token, and lands on the group's page; a token that names no open
// invitation is said so and the registration sends none.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/client/App";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER } from "../../../src/layout/session";
import { makeCurrentUser } from "../../factories";
import { axeViolations } from "../widget-axe";

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}
let calls: Call[] = [];

function mockApi(invitationStatus: 200 | 404) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({
        method,
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const reply = (status: number, body: unknown) => Response.json(body, { status });
      if (url.pathname === "/api/v2/groups/invitations/by-token") {
        return invitationStatus === 200
          ? reply(200, { groupID: 3, groupName: "Beta Testers", email: "friend@example.com" })
          : reply(404, { message: "Invitation not found.", status: 404 });
      }
      if (url.pathname === "/api/v2/users/registration-form")
        return reply(200, { formToken: "shown-at", captcha: null });
      if (url.pathname === "/api/v2/users" && method === "POST")
        return reply(201, { userID: 40, name: "friend" });
      if (url.pathname === "/api/v2/users/me")
        return reply(200, makeCurrentUser({ userID: 40, name: "friend" }));
      return reply(404, { message: "Not found.", status: 404 });
    }),
  );
}

async function renderRegister(search: string) {
  window.history.replaceState(null, "", `/entry/register${search}`);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: GUEST_USER,
    status: 200,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(<App state={state} queryClient={queryClient} />);
  await screen.findByRole("main");
  return rendered;
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

const registrations = () => calls.filter((call) => call.method === "POST" && call.path === "/api/v2/users");

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("registering from a group invitation", () => {
  it("names the group, prefills the address, sends the token and opens the group's page", async () => {
    mockApi(200);
    const { container } = await renderRegister("?invitation=signed-token");
    expect(
      await screen.findByText(
        "You are invited to join Beta Testers. Register with friend@example.com to join it at once.",
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/v2/groups/invitations/by-token")?.search).toBe(
      "?token=signed-token",
    );
    expect((screen.getByLabelText("Email", { exact: true }) as HTMLInputElement).value).toBe(
      "friend@example.com",
    );
    expect(await axeViolations(container)).toEqual([]);
    fill("Username", "friend");
    fill("Password", "long-enough-1");
    fill("Confirm Password", "long-enough-1");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]?.body).toMatchObject({
      name: "friend",
      email: "friend@example.com",
      invitationToken: "signed-token",
    });
    await waitFor(() => expect(window.location.pathname).toBe("/groups/3"));
  });

  it("says a spent token is no longer valid, and registers without it", async () => {
    mockApi(404);
    await renderRegister("?invitation=spent");
    expect(await screen.findByText(/This invitation link is no longer valid/)).toBeTruthy();
    fill("Username", "friend");
    fill("Email", "friend@example.com");
    fill("Password", "long-enough-1");
    fill("Confirm Password", "long-enough-1");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]?.body).not.toHaveProperty("invitationToken");
  });
});
