// The registration page's bot checks through the whole client app with fetch mocked
// (docs/reference/errors.md#registration): the honeypot (hidden from people and assistive technology, out of the tab
// order, sent only when filled), the form token sent back, and a configured captcha: the provider's script from its
// host with explicit rendering, the widget rendered with the site key, its token required and sent, the server's
// captcha error shown on the widget and a new challenge asked for.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/client/App";
import type { CaptchaApi, CaptchaRenderOptions } from "../../src/client/captcha/load-captcha";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import type { RegistrationForm } from "../../src/types/generated/api/registration-form";
import { axeViolations } from "./widget-axe";

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Reply = { status: number; body?: unknown };
let calls: Call[] = [];

function mockApi(form: RegistrationForm, onRegister: (body: Record<string, unknown>) => Reply) {
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
      let reply: Reply = { status: 404, body: { message: "Not found.", status: 404 } };
      if (call.path === "/api/v2/users/registration-form") reply = { status: 200, body: form };
      if (call.path === "/api/v2/users" && call.method === "POST")
        reply = onRegister(call.body as Record<string, unknown>);
      return new Response(JSON.stringify(reply.body ?? null), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
}

async function renderRegister() {
  window.history.replaceState(null, "", "/entry/register");
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

function fillForm() {
  for (const [label, value] of [
    ["Username", "newcomer"],
    ["Email", "newcomer@example.com"],
    ["Password", "long-enough-1"],
    ["Confirm Password", "long-enough-1"],
  ] as const) {
    fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
  }
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

describe("the honeypot and the form token", () => {
  it("hides the honeypot from people, sends the form token, and the honeypot only when filled", async () => {
    mockApi({ formToken: "shown-at", captcha: null }, () => ({
      status: 422,
      body: { message: "No.", status: 422 },
    }));
    const { container } = await renderRegister();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute("autocomplete")).toBe("off");
    expect(honeypot?.closest('[aria-hidden="true"]')?.className).toContain("sr-only");
    expect(screen.queryByRole("group", { name: "Verification" })).toBeNull();
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/api/v2/users/registration-form")).toBe(true),
    );
    expect(await axeViolations(container)).toEqual([]);

    fillForm();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]?.body).toEqual({
      name: "newcomer",
      email: "newcomer@example.com",
      password: "long-enough-1",
      formToken: "shown-at",
    });

    if (honeypot) fireEvent.input(honeypot, { target: { value: "https://spam.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(registrations()).toHaveLength(2));
    expect(registrations()[1]?.body).toMatchObject({ honeypot: "https://spam.example" });
  });
});

describe("a configured captcha", () => {
  it("loads the provider's script, renders the widget, requires and sends its token, and resets after a refusal", async () => {
    let options: CaptchaRenderOptions | undefined;
    const api: CaptchaApi = {
      render: vi.fn((element: HTMLElement, given: CaptchaRenderOptions) => {
        options = given;
        element.textContent = "captcha stand-in";
        return "widget-1";
      }),
      reset: vi.fn(),
      remove: vi.fn(),
    };
    mockApi({ formToken: "shown-at", captcha: { provider: "hcaptcha", siteKey: "site-1" } }, () => ({
      status: 422,
      body: {
        message: "The captcha could not be verified. Please try it again.",
        status: 422,
        errors: {
          captcha: [
            {
              field: "captcha",
              code: "failed",
              message: "The captcha could not be verified. Please try it again.",
            },
          ],
        },
      },
    }));
    const { container } = await renderRegister();
    const group = await screen.findByRole("group", { name: "Verification" });
    expect(screen.getByText("Loading the captcha…")).toBeTruthy();

    // The provider's script, from its own host, calls the page back once its API is ready.
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src^="https://js.hcaptcha.com/"]');
      if (!found) throw new Error("no captcha script yet");
      return found;
    });
    expect(script.src).toBe(
      "https://js.hcaptcha.com/1/api.js?render=explicit&onload=quorumCaptchaReady_hcaptcha",
    );
    const host = window as unknown as Record<string, unknown>;
    host.hcaptcha = api;
    (host.quorumCaptchaReady_hcaptcha as () => void)();
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(options?.sitekey).toBe("site-1");
    await waitFor(() => expect(screen.queryByText("Loading the captcha…")).toBeNull());
    expect(group.textContent).toContain("captcha stand-in");
    expect(await axeViolations(container)).toEqual([]);

    // Unsolved: a client-side error on the widget, nothing sent.
    fillForm();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(group.getAttribute("aria-invalid")).toBe("true"));
    expect(group.textContent).toContain("Complete the captcha to register.");
    expect(registrations()).toHaveLength(0);

    // Solved: the token goes with the registration; the server's refusal lands on the widget, which starts over.
    options?.callback("solved-token");
    await waitFor(() => expect(group.getAttribute("aria-invalid")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]?.body).toMatchObject({ captchaToken: "solved-token", formToken: "shown-at" });
    await waitFor(() =>
      expect(group.textContent).toContain("The captcha could not be verified. Please try it again."),
    );
    expect(api.reset).toHaveBeenCalledWith("widget-1");
    delete host.hcaptcha;
  });
});
