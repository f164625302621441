// /dashboard/settings/locales ("Languages") through the whole client app (router, session, query cache) with fetch
// mocked: every stored locale, turning one on and off (English stays on), the translation service select (only
// services set up may be chosen), a refused save with its message beside the control, adding a language, and the
// permission screen for a member. Last, the page in French through the catalogue.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { App } from "../../../src/client/App";
import { LocalesSettingsPage } from "../../../src/client/pages/dashboard-locales/LocalesSettingsPage";
import type { QuorumState } from "../../../src/client/state";
import { GUEST_USER } from "../../../src/layout/session";
import fr from "../../../src/lib/i18n/messages/fr/dashboard-locales.json";
import { createTranslator } from "../../../src/lib/i18n/translator";
import type { CurrentUser } from "../../../src/types/generated/api/current-user";
import type { Locale } from "../../../src/types/generated/api/locale";
import { I18nProvider } from "../../../src/ui/i18n/i18n-context";
import { makeLocale, makeLocales, makeTranslationServices } from "../../factories/locales";
import { type Call, mockApi, type Reply } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const ADMIN: CurrentUser = { ...GUEST_USER, userID: 1, name: "admin", roleIDs: [16], emailConfirmed: true };
const MEMBER: CurrentUser = { ...GUEST_USER, userID: 7, name: "member", roleIDs: [8], emailConfirmed: true };
const PATH = "/dashboard/settings/locales";

/**
 * The page's reads, and saves that store what they were sent (unless `write` answers otherwise): every change makes
 * the page read the list again, which must then hold it.
 */
function localesApi(write?: (call: Call) => Reply | undefined): (call: Call) => Reply | undefined {
  let stored = makeLocales();
  return (call) => {
    if (call.method !== "GET") {
      const special = write?.(call);
      if (special) return special;
    }
    if (call.path === "/api/v2/locales" && call.method === "GET") return { status: 200, body: stored };
    if (call.path === "/api/v2/translation-services") return { status: 200, body: makeTranslationServices() };
    const one = /^\/api\/v2\/locales\/(\d+)$/.exec(call.path);
    const found = stored.find((locale) => locale.localeID === Number(one?.[1]));
    if (found && call.method === "PATCH") {
      const saved = { ...found, ...(call.body as Partial<Locale>) };
      stored = stored.map((locale) => (locale === found ? saved : locale));
      return { status: 200, body: saved };
    }
    if (call.path === "/api/v2/locales" && call.method === "POST") {
      const added = makeLocale((call.body as { localeKey: string }).localeKey);
      stored = [...stored, added];
      return { status: 201, body: added };
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

// The title bar has links and controls of its own: every query looks inside the page.
const inMain = async () => within(await screen.findByRole("main"));
const writes = (calls: Call[]) =>
  calls
    .filter((call) => call.method !== "GET")
    .map((call) => ({ method: call.method, path: call.path, body: call.body }));
const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => [option.textContent, option.disabled]);

// The router loads the page on demand; loading it once here keeps a slow first transform out of each test's wait.
beforeAll(async () => {
  await import("../../../src/client/pages/dashboard-locales/LocalesSettingsPage");
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("/dashboard/settings/locales", () => {
  it("lists every stored locale with its use, switch and service", async () => {
    const calls = mockApi(localesApi());
    const { container } = renderAt(PATH);
    const main = await inMain();
    const french = await main.findByRole("switch", { name: "French: Enabled" });
    expect(main.getByRole("heading", { level: 1, name: "Languages" })).toBeTruthy();
    expect(
      new URLSearchParams(calls.find((call) => call.path === "/api/v2/locales")?.search).get("enabled"),
    ).toBe("false");
    const rows = main.getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")?.textContent)).toEqual([
      "English en",
      "French fr",
      "Arabic ar",
      "German de",
    ]);
    expect(within(rows[0] as HTMLElement).getByText("Interface and content")).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText("Content only")).toBeTruthy();
    expect(french).toHaveProperty("checked", true);
    expect(main.getByRole("switch", { name: "German: Enabled" })).toHaveProperty("checked", false);
    // English, the source language, cannot be turned off.
    const english = main.getByRole("switch", { name: "English: Enabled" });
    expect(english).toHaveProperty("disabled", true);
    expect(english.getAttribute("aria-describedby")).toBeTruthy();
    expect(main.getByRole("combobox", { name: "French: Translation service" })).toHaveProperty(
      "value",
      "deepl",
    );
    expect(main.getByRole("combobox", { name: "Arabic: Translation service" })).toHaveProperty("value", "");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers only the services that are set up", async () => {
    mockApi(localesApi());
    renderAt(PATH);
    const main = await inMain();
    const select = await main.findByRole("combobox", { name: "Arabic: Translation service" });
    expect(optionTexts(select)).toEqual([
      ["None", false],
      ["DeepL", false],
      ["Google Cloud Translation (not set up)", true],
      ["LibreTranslate", false],
    ]);
  });

  it("turns a language off and on at once, with the success toast", async () => {
    const user = userEvent.setup();
    const calls = mockApi(localesApi());
    renderAt(PATH);
    const main = await inMain();
    const french = await main.findByRole("switch", { name: "French: Enabled" });
    await user.click(french);
    expect(french).toHaveProperty("checked", false);
    expect(await screen.findByText("French saved.")).toBeTruthy();
    const german = main.getByRole("switch", { name: "German: Enabled" });
    await user.click(german);
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: "PATCH", path: "/api/v2/locales/2", body: { enabled: false } },
        { method: "PATCH", path: "/api/v2/locales/4", body: { enabled: true } },
      ]),
    );
    expect(french).toHaveProperty("checked", false);
    expect(german).toHaveProperty("checked", true);
  });

  it("chooses a translation service, and none", async () => {
    const user = userEvent.setup();
    const calls = mockApi(localesApi());
    renderAt(PATH);
    const main = await inMain();
    const arabic = await main.findByRole("combobox", { name: "Arabic: Translation service" });
    await user.selectOptions(arabic, "LibreTranslate");
    expect(await screen.findByText("Arabic saved.")).toBeTruthy();
    expect(arabic).toHaveProperty("value", "libretranslate");
    await user.selectOptions(main.getByRole("combobox", { name: "French: Translation service" }), "None");
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: "PATCH", path: "/api/v2/locales/3", body: { translationService: "libretranslate" } },
        { method: "PATCH", path: "/api/v2/locales/2", body: { translationService: null } },
      ]),
    );
  });

  it("puts a refused change back and shows the server's message beside the control", async () => {
    const user = userEvent.setup();
    mockApi(
      localesApi((call) =>
        call.path === "/api/v2/locales/3"
          ? {
              status: 422,
              body: {
                message: "Validation failed.",
                status: 422,
                errors: {
                  translationService: [
                    {
                      field: "translationService",
                      code: "notConfigured",
                      message: "Set up DeepL under Translation Services first.",
                    },
                  ],
                },
              },
            }
          : call.path === "/api/v2/locales/2"
            ? { status: 403, body: { message: "You don't have permission to do that.", status: 403 } }
            : undefined,
      ),
    );
    renderAt(PATH);
    const main = await inMain();
    const arabic = await main.findByRole("combobox", { name: "Arabic: Translation service" });
    await user.selectOptions(arabic, "DeepL");
    const alert = await within(arabic.closest("td") as HTMLElement).findByRole("alert");
    expect(alert.textContent).toBe("Set up DeepL under Translation Services first.");
    expect(arabic).toHaveProperty("value", "");
    expect(arabic.getAttribute("aria-describedby")).toBe(alert.id);
    const french = main.getByRole("switch", { name: "French: Enabled" });
    await user.click(french);
    const refused = await within(french.closest("td") as HTMLElement).findByRole("alert");
    expect(refused.textContent).toBe("You don't have permission to do that.");
    expect(french).toHaveProperty("checked", true);
  });

  it("adds a language from its key", async () => {
    const user = userEvent.setup();
    const calls = mockApi(localesApi());
    renderAt(PATH);
    const main = await inMain();
    const key = await main.findByRole("textbox", { name: "Locale key" });
    await user.type(key, "pt-BR{Enter}");
    expect(await main.findByRole("switch", { name: "Brazilian Portuguese: Enabled" })).toBeTruthy();
    expect(await screen.findByText("Brazilian Portuguese was added.")).toBeTruthy();
    expect(key).toHaveProperty("value", "");
    expect(writes(calls)).toEqual([
      { method: "POST", path: "/api/v2/locales", body: { localeKey: "pt-BR" } },
    ]);
  });

  it("shows the key's field error, and asks for a key before sending", async () => {
    const user = userEvent.setup();
    const calls = mockApi(
      localesApi(() => ({
        status: 400,
        body: {
          message: "Validation failed.",
          status: 400,
          errors: {
            localeKey: [
              {
                field: "localeKey",
                code: "pattern",
                message: "That is not a language code (such as de or pt-BR).",
              },
            ],
          },
        },
      })),
    );
    renderAt(PATH);
    const main = await inMain();
    await user.click(await main.findByRole("button", { name: "Add" }));
    const key = main.getByRole("textbox", { name: "Locale key" });
    expect(key.getAttribute("aria-invalid")).toBe("true");
    expect(main.getByText("Enter a locale key, such as de or pt-BR.")).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await user.type(key, "not a key{Enter}");
    expect(await main.findByText("That is not a language code (such as de or pt-BR).")).toBeTruthy();
    expect(key.getAttribute("aria-invalid")).toBe("true");
    expect(key).toHaveProperty("value", "not a key");
  });

  it("shows a member the permission screen, whether the server or the API refuses", async () => {
    mockApi(() => undefined);
    renderAt(PATH, { user: MEMBER, status: 403 });
    expect((await screen.findByRole("heading", { name: "Permission Problem" })).closest("main")).toBeTruthy();
    cleanup();
    mockApi((call) =>
      call.path === "/api/v2/locales"
        ? { status: 403, body: { message: "Permission Problem", status: 403 } }
        : localesApi()(call),
    );
    renderAt(PATH, { user: MEMBER });
    expect((await screen.findByRole("heading", { name: "Permission Problem" })).closest("main")).toBeTruthy();
  });
});

describe("Languages in French", () => {
  it("names each language in the page's language and translates the interface", () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <I18nProvider translator={createTranslator({ locale: "fr", messages: fr })}>
            <LocalesSettingsPage locales={makeLocales()} services={makeTranslationServices()} />
          </I18nProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Langues" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "français : activé" })).toBeTruthy();
    expect(optionTexts(screen.getByRole("combobox", { name: "allemand : service de traduction" }))).toEqual([
      ["Aucun", false],
      ["DeepL", false],
      ["Google Cloud Translation (non configuré)", true],
      ["LibreTranslate", false],
    ]);
    expect(screen.getByText("Contenu seulement")).toBeTruthy();
  });
});
