// The sign-in and registration pages through the whole client app (router, session, query cache) with fetch
// mocked: field errors from the API's error body, the return target, and signed-in visitors.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";

const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown };
type Handler = (call: Call) => Reply | Promise<Reply> | undefined;

let calls: Call[] = [];

function mockApi(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const reply = (await handler(call)) ?? { status: 404, body: { message: "Not found.", status: 404 } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
}

/** Renders the app at `url` and waits for the page: sign-in and registration are lazy routes. */
async function renderAt(url: string, currentUser: CurrentUser = GUEST_USER) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = { site: { name: "Quorum", description: "" }, currentUser, status: 200 };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(<App state={state} queryClient={queryClient} />);
  await screen.findByRole("main");
  return rendered;
}

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function describedText(input: HTMLElement): string {
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

const signInPosts = () => calls.filter((call) => call.path === "/api/v2/authenticate/password");

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sign-in page", () => {
  it("shows the API's field errors beside their fields and keeps the user on the page", async () => {
    mockApi((call) =>
      call.path === "/api/v2/authenticate/password"
        ? {
            status: 400,
            body: {
              message: "The username or password is incorrect.",
              status: 400,
              errors: {
                password: [
                  {
                    field: "password",
                    code: "credentials",
                    message: "The username or password is incorrect.",
                  },
                ],
              },
            },
          }
        : undefined,
    );
    await renderAt("/entry/signin?target=%2Fdiscussions");
    // The title is set by an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.title).toBe("Sign In - Quorum"));
    fill("Username or Email", "member");
    fill("Password", "wrong-password");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(password)).toContain("The username or password is incorrect.");
    expect(screen.getByLabelText("Username or Email").getAttribute("aria-invalid")).toBeNull();
    expect(document.activeElement).toBe(password);
    // Shown on the field, so not repeated in the alert.
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(window.location.pathname).toBe("/entry/signin");
    expect(signInPosts()[0]?.body).toEqual({
      username: "member",
      password: "wrong-password",
      persist: false,
    });
  });

  it("checks required fields before sending anything", async () => {
    mockApi(() => undefined);
    await renderAt("/entry/signin");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    const username = screen.getByLabelText("Username or Email");
    await waitFor(() => expect(username.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(username)).toContain("Enter your username or email.");
    expect(describedText(screen.getByLabelText("Password"))).toContain("Enter your password.");
    expect(signInPosts()).toEqual([]);
  });

  it("shows a 429's message and description in the alert", async () => {
    mockApi((call) =>
      call.path === "/api/v2/authenticate/password"
        ? {
            status: 429,
            body: { message: "Too many requests.", status: 429, description: "Please wait 1 minute." },
          }
        : undefined,
    );
    await renderAt("/entry/signin");
    fill("Username or Email", "member");
    fill("Password", "quorum-demo");
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Too many requests."));
    expect(screen.getByRole("alert").textContent).toContain("Please wait 1 minute.");
  });

  it("signs in, updates the session and goes to the target", async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const signedIn = new Promise<Reply>((resolve) => {
      answer = resolve;
    });
    mockApi((call) => (call.path === "/api/v2/authenticate/password" ? signedIn : undefined));
    await renderAt("/entry/signin?target=%2Fdiscussions%3Fpage%3D2");
    fill("Username or Email", "member");
    fill("Password", "quorum-demo");
    fireEvent.click(screen.getByRole("checkbox", { name: "Keep me signed in" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("button", { name: "Signing In…" })).toHaveProperty("disabled", true);
    answer({ status: 200, body: MEMBER });

    await waitFor(() => expect(window.location.pathname).toBe("/discussions"));
    expect(window.location.search).toBe("?page=2");
    expect(signInPosts()[0]?.body).toEqual({ username: "member", password: "quorum-demo", persist: true });
    // The title bar now shows the member.
    expect(await screen.findByRole("link", { name: "member" })).toBeTruthy();
  });

  it.each(["//evil.example/path", "/\\evil.example", "https://evil.example/", "javascript:alert(1)"])(
    "ignores the unsafe target %s and goes home",
    async (target) => {
      mockApi((call) =>
        call.path === "/api/v2/authenticate/password" ? { status: 200, body: MEMBER } : undefined,
      );
      await renderAt(`/entry/signin?target=${encodeURIComponent(target)}`);
      fill("Username or Email", "member");
      fill("Password", "quorum-demo");
      fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
      await waitFor(() => expect(window.location.pathname).toBe("/"));
      expect(window.location.origin).toBe("http://localhost:3000");
      expect(window.location.search).toBe("");
    },
  );

  it("links to registration with the same target", async () => {
    mockApi(() => undefined);
    await renderAt("/entry/signin?target=%2Fdiscussions");
    const link = within(screen.getByRole("main")).getByRole("link", { name: "Register" });
    expect(link.getAttribute("href")).toBe("/entry/register?target=%2Fdiscussions");
  });

  it("tells a signed-in visitor who they are instead of showing the form", async () => {
    mockApi((call) => (call.path === "/api/v2/users/me" ? { status: 200, body: MEMBER } : undefined));
    await renderAt("/entry/signin", MEMBER);
    expect(screen.getByRole("main").textContent).toContain("You are signed in as member.");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});

describe("registration page", () => {
  it("checks that the passwords match without calling the API", async () => {
    mockApi(() => undefined);
    await renderAt("/entry/register");
    // The title is set by an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.title).toBe("Register - Quorum"));
    fill("Username", "newcomer");
    fill("Email", "newcomer@example.com");
    fill("Password", "long-enough-1");
    fill("Confirm Password", "long-enough-2");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const confirm = screen.getByLabelText("Confirm Password");
    await waitFor(() => expect(confirm.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(confirm)).toContain("The passwords don't match.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows 422 errors on the name and email fields", async () => {
    mockApi((call) =>
      call.method === "POST" && call.path === "/api/v2/users"
        ? {
            status: 422,
            body: {
              message: "That name is already taken.",
              status: 422,
              errors: {
                name: [{ field: "name", code: "taken", message: "That name is already taken." }],
                email: [{ field: "email", code: "taken", message: "That email is already in use." }],
              },
            },
          }
        : undefined,
    );
    await renderAt("/entry/register");
    fill("Username", "member");
    fill("Email", "member@example.com");
    fill("Password", "long-enough-1");
    fill("Confirm Password", "long-enough-1");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const name = screen.getByLabelText("Username");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(name)).toContain("That name is already taken.");
    expect(describedText(screen.getByLabelText("Email"))).toContain("That email is already in use.");
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({ name: "member", email: "member@example.com", password: "long-enough-1" });
  });

  it("registers, loads the new session and goes to the target", async () => {
    const newcomer = { ...MEMBER, userID: 99, name: "newcomer" };
    mockApi((call) => {
      if (call.method === "POST" && call.path === "/api/v2/users")
        return { status: 201, body: { userID: 99 } };
      if (call.path === "/api/v2/users/me") return { status: 200, body: newcomer };
      return undefined;
    });
    await renderAt("/entry/register?target=%2Fcategories");
    fill("Username", "newcomer");
    fill("Email", "newcomer@example.com");
    fill("Password", "long-enough-1");
    fill("Confirm Password", "long-enough-1");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(window.location.pathname).toBe("/categories"));
    expect(await screen.findByRole("link", { name: "newcomer" })).toBeTruthy();
  });
});
