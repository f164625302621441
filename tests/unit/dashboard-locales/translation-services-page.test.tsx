// /dashboard/settings/translation-services through the whole client app with fetch mocked: a card per service, the
// key never pre-filled (a placeholder says one is saved), saving a key (PUT /translation-services/{type}), the
// server's 422 with the provider's problem, removing a key, LibreTranslate's address required, and the permission
// screen for a member.
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/client/App";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER } from "../../../src/layout/session";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import type { TranslationServicePut } from "../../../src/types/generated/api/translation-service-put";
import { makeTranslationServices } from "../../factories/locales";
import { type Call, mockApi, type Reply } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [16], emailConfirmed: true };
const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const PATH = "/dashboard/settings/translation-services";

/** The list, and saves that answer the service set up as sent (unless `put` answers otherwise). */
function servicesApi(put?: (call: Call) => Reply | undefined): (call: Call) => Reply | undefined {
  return (call) => {
    if (call.path === "/api/v2/translation-services" && call.method === "GET")
      return { status: 200, body: makeTranslationServices() };
    const one = /^\/api\/v2\/translation-services\/(\w+)$/.exec(call.path);
    if (one && call.method === "PUT") {
      const special = put?.(call);
      if (special) return special;
      const found = makeTranslationServices().find((service) => service.type === one[1]);
      const body = call.body as TranslationServicePut;
      const url = body.url === undefined ? (found?.url ?? null) : body.url;
      const isConfigured = found?.type === "libretranslate" ? Boolean(url) : body.apiKey !== null;
      return found ? { status: 200, body: { ...found, url, isConfigured } } : undefined;
    }
    return undefined;
  };
}

function renderAt(url: string, options: { user?: CurrentUser; status?: number } = {}) {
  window.history.replaceState(null, "", url);
  const state: QuorumState = {
    site: { name: "Quorum", description: "" },
    currentUser: options.user ?? ADMIN,
    status: options.status ?? 200,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<App state={state} queryClient={queryClient} />);
}

const inMain = async () => within(await screen.findByRole("main"));
/** One service's card, by its heading. */
async function card(name: string) {
  const main = await inMain();
  const heading = await main.findByRole("heading", { level: 2, name });
  return within(heading.closest("section") as HTMLElement);
}
const puts = (calls: Call[]) =>
  calls.filter((call) => call.method === "PUT").map((call) => ({ path: call.path, body: call.body }));

beforeAll(async () => {
  await import("../../../src/client/pages/dashboard-locales/TranslationServicesPage");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/dashboard/settings/translation-services", () => {
  it("shows a card per service; a key is never pre-filled", async () => {
    mockApi(servicesApi());
    const { container } = renderAt(PATH);
    const deepl = await card("DeepL");
    expect(deepl.getByText("Set up")).toBeTruthy();
    const key = deepl.getByLabelText("API key");
    expect(key.getAttribute("type")).toBe("password");
    expect(key).toHaveProperty("value", "");
    expect(key.getAttribute("placeholder")).toBe("Saved — type to replace");
    expect(key.getAttribute("autocomplete")).toBe("new-password");
    expect(deepl.getByRole("button", { name: "Remove key" })).toBeTruthy();
    const google = await card("Google Cloud Translation");
    expect(google.getByText("Not set up")).toBeTruthy();
    expect(google.getByLabelText("API key").getAttribute("placeholder")).toBeNull();
    expect(google.queryByRole("button", { name: "Remove key" })).toBeNull();
    expect(google.getByRole("textbox", { name: "Custom endpoint (optional)" })).toHaveProperty("value", "");
    const libre = await card("LibreTranslate");
    expect(libre.getByText("Server: https://translate.example.com")).toBeTruthy();
    expect(libre.getByRole("textbox", { name: "Server address" })).toHaveProperty(
      "value",
      "https://translate.example.com",
    );
    expect(libre.getByLabelText("API key")).toHaveProperty("value", "");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("saves a key, then clears the input and says so", async () => {
    const user = userEvent.setup();
    const calls = mockApi(servicesApi());
    renderAt(PATH);
    const google = await card("Google Cloud Translation");
    const key = google.getByLabelText("API key");
    await user.type(key, "secret-key");
    await user.click(google.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Google Cloud Translation saved.")).toBeTruthy();
    expect(await google.findByText("Set up")).toBeTruthy();
    expect(key).toHaveProperty("value", "");
    expect(key.getAttribute("placeholder")).toBe("Saved — type to replace");
    expect(puts(calls)).toEqual([
      { path: "/api/v2/translation-services/google", body: { url: null, apiKey: "secret-key" } },
    ]);
  });

  it("keeps the stored key when none is typed", async () => {
    const user = userEvent.setup();
    const calls = mockApi(servicesApi());
    renderAt(PATH);
    const libre = await card("LibreTranslate");
    const address = libre.getByRole("textbox", { name: "Server address" });
    await user.clear(address);
    await user.type(address, "https://lt.example.org{Enter}");
    expect(await screen.findByText("LibreTranslate saved.")).toBeTruthy();
    expect(puts(calls)).toEqual([
      { path: "/api/v2/translation-services/libretranslate", body: { url: "https://lt.example.org" } },
    ]);
  });

  it("shows the provider's problem when the server refuses the key (422)", async () => {
    const user = userEvent.setup();
    const problem =
      "The service could not translate a sample text: Authorization failed. Please supply a valid auth_key.";
    mockApi(servicesApi(() => ({ status: 422, body: { message: problem, status: 422 } })));
    renderAt(PATH);
    const deepl = await card("DeepL");
    const key = deepl.getByLabelText("API key");
    await user.type(key, "wrong-key");
    await user.click(deepl.getByRole("button", { name: "Save" }));
    const alert = await deepl.findByText(problem);
    expect(alert.closest("[role=alert]")).toBeTruthy();
    // What was typed stays, to be corrected.
    expect(key).toHaveProperty("value", "wrong-key");
    expect(deepl.getByText("Set up")).toBeTruthy();
    expect(screen.queryByText("DeepL saved.")).toBeNull();
  });

  it("removes a key", async () => {
    const user = userEvent.setup();
    const calls = mockApi(servicesApi());
    renderAt(PATH);
    const deepl = await card("DeepL");
    await user.click(deepl.getByRole("button", { name: "Remove key" }));
    expect(await screen.findByText("The key of DeepL was removed.")).toBeTruthy();
    expect(await deepl.findByText("Not set up")).toBeTruthy();
    expect(deepl.queryByRole("button", { name: "Remove key" })).toBeNull();
    expect(puts(calls)).toEqual([{ path: "/api/v2/translation-services/deepl", body: { apiKey: null } }]);
  });

  it("asks for what is missing before sending", async () => {
    const user = userEvent.setup();
    const calls = mockApi(servicesApi());
    renderAt(PATH);
    const libre = await card("LibreTranslate");
    const address = libre.getByRole("textbox", { name: "Server address" });
    await user.clear(address);
    await user.click(libre.getByRole("button", { name: "Save" }));
    expect(libre.getByText("Enter the address of your server.")).toBeTruthy();
    expect(address.getAttribute("aria-invalid")).toBe("true");
    const google = await card("Google Cloud Translation");
    await user.click(google.getByRole("button", { name: "Save" }));
    expect(google.getByText("Enter an API key.")).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it("shows a member the permission screen", async () => {
    mockApi(() => undefined);
    renderAt(PATH, { user: MEMBER, status: 403 });
    expect((await screen.findByRole("heading", { name: "Permission Problem" })).closest("main")).toBeTruthy();
    cleanup();
    mockApi(() => ({ status: 403, body: { message: "Permission Problem", status: 403 } }));
    renderAt(PATH, { user: MEMBER });
    expect((await screen.findByRole("heading", { name: "Permission Problem" })).closest("main")).toBeTruthy();
  });
});
