// The content translator (spec 001 §4.9, §5, §8, §9): stored translations pre-fill the inputs ('Not translated'
// for missing ones) limited to each property's length; publishing sends non-empty edits as updates and emptied
// translations as removals, then clears the form; a failure shows the server's message; switching locale or closing
// with edits asks first; one record type at a time; at least two locales; the machine service's pre-fill; roles'
// current names as source text.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../../src/client/api/locales";
import type { Translation } from "../../../src/client/api/translations";
import {
  categoryTranslationProperties,
  navigationItemTranslationProperties,
  roleTranslationProperties,
} from "../../../src/client/translator/properties";
import { Translator, type TranslatorProps } from "../../../src/client/translator/Translator";
import { toastStore } from "../../../src/ui/toast-store";
import { type Call, type Handler, mockApi, type Reply } from "../editor/pages/mock-api";
import { axeViolations } from "../widget-axe";

const locale = (localeID: number, localeKey: string, overrides: Partial<Locale> = {}): Locale => ({
  localeID,
  localeKey,
  displayNames: { en: { en: "English", fr: "French", ar: "Arabic" }[localeKey] ?? localeKey },
  enabled: true,
  interface: true,
  dir: localeKey === "ar" ? "rtl" : "ltr",
  translationService: null,
  ...overrides,
});
const EN = locale(1, "en");
const FR = locale(2, "fr");
const AR = locale(3, "ar");

const CATEGORY = categoryTranslationProperties({
  categoryID: 12,
  name: "General",
  description: "Talk about anything.",
});

const stored = (propertyName: string, translation: string, localeKey = "fr"): Translation => ({
  translationPropertyKey: `category.12.${propertyName}`,
  locale: localeKey,
  translation,
  recordType: "category",
  recordID: 12,
  recordKey: null,
  propertyName,
});

/** A small translations server: GET answers what PATCH stored, per locale. */
function translationServer(initial: Translation[], options: { locales?: Locale[]; extra?: Handler } = {}) {
  let rows = [...initial];
  return mockApi(async (call: Call): Promise<Reply> => {
    const extra = await options.extra?.(call);
    if (extra) return extra;
    if (call.method === "GET" && call.path === "/api/v2/locales")
      return { status: 200, body: options.locales ?? [EN, FR, AR] };
    if (call.method === "GET" && call.path === "/api/v2/translations/site") {
      const wanted = new URLSearchParams(call.search).get("locale");
      return { status: 200, body: rows.filter((row) => row.locale === wanted) };
    }
    if (call.method === "PATCH" && call.path === "/api/v2/translations/site") {
      const items = call.body as Translation[];
      const keyOf = (row: Translation) => `${row.locale}:${row.translationPropertyKey}`;
      const replaced = new Set(items.map(keyOf));
      rows = [...rows.filter((row) => !replaced.has(keyOf(row))), ...items.map((item) => ({ ...item }))];
      return { status: 200, body: items };
    }
    if (call.method === "PATCH" && call.path === "/api/v2/translations/site/remove") {
      const removed = new Set(
        (call.body as Translation[]).map((row) => `${row.locale}:${row.translationPropertyKey}`),
      );
      rows = rows.filter((row) => !removed.has(`${row.locale}:${row.translationPropertyKey}`));
      return { status: 204 };
    }
    return { status: 404, body: { message: "Not found.", status: 404 } };
  });
}

function renderTranslator(props: Partial<TranslatorProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <Translator properties={CATEGORY} resource="site" isOpen onClose={onClose} {...props} />
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

const nameInput = () => screen.findByRole("textbox", { name: "General" });
const descriptionInput = () => screen.getByRole("textbox", { name: "Talk about anything." });
const ofMethod = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.getState().clearToasts();
});

describe("the translator's form", () => {
  it("pre-fills the stored translations, marks missing ones and limits each input", async () => {
    const calls = translationServer([stored("name", "Général")]);
    renderTranslator();
    const name = await nameInput();
    expect(name).toHaveProperty("value", "Général");
    expect(name.getAttribute("maxlength")).toBe("255");
    expect(name.getAttribute("lang")).toBe("fr");
    const description = descriptionInput();
    expect(description.tagName).toBe("TEXTAREA");
    expect(description.getAttribute("rows")).toBe("3");
    expect(description.getAttribute("maxlength")).toBe("500");
    expect(description).toHaveProperty("value", "");
    expect(description.getAttribute("placeholder")).toBe("Not translated");
    expect(screen.getByText("7/255")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Translate into" })).toHaveProperty("value", "fr");
    expect(
      within(screen.getByRole("combobox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["French", "Arabic"]);
    const [list] = ofMethod(calls, "GET", "/api/v2/translations/site");
    expect(new URLSearchParams(list?.search)).toEqual(
      new URLSearchParams({ locale: "fr", recordType: "category", recordIDs: "12" }),
    );
    expect(document.activeElement).toBe(screen.getByRole("combobox"));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("publishes non-empty edits as updates and emptied translations as removals, then clears the form", async () => {
    const user = userEvent.setup();
    const calls = translationServer([stored("name", "Général")]);
    renderTranslator();
    const name = await nameInput();
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toHaveProperty("disabled", true);
    await user.clear(name);
    await user.type(descriptionInput(), "Parlez de tout.");
    expect(screen.getByText("You have unsaved changes")).toBeTruthy();
    await user.click(save);
    await waitFor(() => expect(screen.queryByText("You have unsaved changes")).toBeNull());
    expect(ofMethod(calls, "PATCH", "/api/v2/translations/site").map((call) => call.body)).toEqual([
      [
        {
          translationPropertyKey: "category.12.description",
          recordType: "category",
          recordID: 12,
          propertyName: "description",
          locale: "fr",
          translation: "Parlez de tout.",
        },
      ],
    ]);
    expect(ofMethod(calls, "PATCH", "/api/v2/translations/site/remove").map((call) => call.body)).toEqual([
      [
        {
          translationPropertyKey: "category.12.name",
          recordType: "category",
          recordID: 12,
          propertyName: "name",
          locale: "fr",
        },
      ],
    ]);
    // Cleared: the inputs show what the server now stores, read again.
    expect(ofMethod(calls, "GET", "/api/v2/translations/site")).toHaveLength(2);
    expect(await nameInput()).toHaveProperty("value", "");
    expect(descriptionInput()).toHaveProperty("value", "Parlez de tout.");
    expect(screen.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
    expect(toastStore.getState().toasts.map((toast) => toast.body)).toEqual(["Success! Translations saved."]);
  });

  it("sends nothing for an input emptied where nothing was stored", async () => {
    const user = userEvent.setup();
    const calls = translationServer([]);
    renderTranslator();
    await user.type(await nameInput(), "G");
    await user.type(descriptionInput(), "Parlez");
    await user.clear(await nameInput());
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(ofMethod(calls, "PATCH", "/api/v2/translations/site")).toHaveLength(1));
    expect(ofMethod(calls, "PATCH", "/api/v2/translations/site")[0]?.body).toEqual([
      expect.objectContaining({ translationPropertyKey: "category.12.description", translation: "Parlez" }),
    ]);
    expect(ofMethod(calls, "PATCH", "/api/v2/translations/site/remove")).toEqual([]);
  });

  it("shows the server's message when publishing fails and keeps the edits", async () => {
    const user = userEvent.setup();
    translationServer([], {
      extra: (call) =>
        call.method === "PATCH"
          ? { status: 422, body: { message: "The translation could not be stored.", status: 422 } }
          : undefined,
    });
    renderTranslator();
    await user.type(await nameInput(), "Général");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The translation could not be stored.")).toBeTruthy();
    expect(await nameInput()).toHaveProperty("value", "Général");
    expect(screen.getByText("You have unsaved changes")).toBeTruthy();
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it("shows a failed load of the translations", async () => {
    translationServer([], {
      extra: (call) =>
        call.path === "/api/v2/translations/site"
          ? { status: 403, body: { message: "You need the Manage Site permission.", status: 403 } }
          : undefined,
    });
    renderTranslator();
    expect(await screen.findByText("You need the Manage Site permission.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("unsaved changes", () => {
  it("asks before switching locale with edits; Cancel keeps them, Continue drops them", async () => {
    const user = userEvent.setup();
    const calls = translationServer([stored("name", "Général"), stored("name", "عام", "ar")]);
    renderTranslator();
    await user.type(await nameInput(), "!");
    await user.selectOptions(screen.getByRole("combobox", { name: "Translate into" }), "ar");
    const question = await screen.findByRole("dialog", { name: "Unsaved Changes" });
    expect(
      within(question).getByText(
        "You have unsaved changes and your work will be lost. Are you sure you want to continue without saving?",
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Cancel" }));
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog", { name: "Unsaved Changes" })).toBeNull();
    expect(screen.getByRole("combobox")).toHaveProperty("value", "fr");
    expect(await nameInput()).toHaveProperty("value", "Général!");

    await user.selectOptions(screen.getByRole("combobox"), "ar");
    await user.click(
      within(await screen.findByRole("dialog", { name: "Unsaved Changes" })).getByRole("button", {
        name: "Continue",
      }),
    );
    expect(screen.getByRole("combobox")).toHaveProperty("value", "ar");
    expect(await nameInput()).toHaveProperty("value", "عام");
    expect((await nameInput()).getAttribute("dir")).toBe("rtl");
    expect(screen.queryByText("You have unsaved changes")).toBeNull();
    expect(ofMethod(calls, "GET", "/api/v2/translations/site").map((call) => call.search)).toEqual([
      "?locale=fr&recordType=category&recordIDs=12",
      "?locale=ar&recordType=category&recordIDs=12",
    ]);
  });

  it("switches locale at once without edits", async () => {
    const user = userEvent.setup();
    translationServer([]);
    renderTranslator();
    await nameInput();
    await user.selectOptions(screen.getByRole("combobox"), "ar");
    expect(screen.queryByRole("dialog", { name: "Unsaved Changes" })).toBeNull();
    expect(screen.getByRole("combobox")).toHaveProperty("value", "ar");
  });

  it("asks before closing with edits (the Close button, Escape, Cancel); closes at once without", async () => {
    const user = userEvent.setup();
    translationServer([]);
    const { onClose } = renderTranslator();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(await nameInput(), "Général");
    await user.keyboard("{Escape}");
    const question = await screen.findByRole("dialog", { name: "Unsaved Changes" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Unsaved Changes" })).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question.isConnected).toBe(false);

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Unsaved Changes" })).getByRole("button", {
        name: "Continue",
      }),
    );
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("what the translator refuses", () => {
  it("takes one record type at a time", async () => {
    const calls = translationServer([]);
    renderTranslator({
      properties: [...CATEGORY, ...navigationItemTranslationProperties([{ id: "help", name: "Help" }])],
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Only one record type at a time.");
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("needs at least two locales, and says so", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls = translationServer([], { locales: [EN] });
    renderTranslator();
    expect(
      await screen.findByText(
        "Translating needs at least two locales. Enable another locale to translate this content.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no locale configured"));
    expect(ofMethod(calls, "GET", "/api/v2/translations/site")).toEqual([]);
  });

  it("warns without properties and shows that there is nothing to translate", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const calls = translationServer([]);
    renderTranslator({ properties: [] });
    expect(screen.getByText("There is nothing to translate.")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no properties provided"));
    expect(calls).toEqual([]);
  });
});

describe("the machine service", () => {
  const FR_DEEPL = { ...FR, translationService: "deepl" as const };

  it("fills in the empty inputs as unsaved edits", async () => {
    const user = userEvent.setup();
    const calls = translationServer([stored("name", "Général")], {
      locales: [EN, FR_DEEPL],
      extra: (call) =>
        call.path === "/api/v2/translations/site/machine"
          ? {
              status: 200,
              body: {
                locale: "fr",
                service: "deepl",
                translations: [
                  { translationPropertyKey: "category.12.description", translation: "Parlez de tout." },
                ],
              },
            }
          : undefined,
    });
    renderTranslator();
    await nameInput();
    await user.click(screen.getByRole("button", { name: "Fill in with DeepL" }));
    await waitFor(() => expect(descriptionInput()).toHaveProperty("value", "Parlez de tout."));
    expect(ofMethod(calls, "POST", "/api/v2/translations/site/machine").map((call) => call.body)).toEqual([
      {
        locale: "fr",
        properties: [
          {
            translationPropertyKey: "category.12.description",
            sourceText: "Talk about anything.",
            format: "text",
          },
        ],
      },
    ]);
    expect(await nameInput()).toHaveProperty("value", "Général");
    expect(screen.getByText("You have unsaved changes")).toBeTruthy();
    expect(ofMethod(calls, "PATCH", "/api/v2/translations/site")).toEqual([]);
    // Nothing is left to fill.
    expect(screen.getByRole("button", { name: "Fill in with DeepL" })).toHaveProperty("disabled", true);
  });

  it("shows the service's failure", async () => {
    const user = userEvent.setup();
    translationServer([], {
      locales: [EN, FR_DEEPL],
      extra: (call) =>
        call.path === "/api/v2/translations/site/machine"
          ? { status: 502, body: { message: "DeepL did not answer.", status: 502 } }
          : undefined,
    });
    renderTranslator();
    await nameInput();
    await user.click(screen.getByRole("button", { name: "Fill in with DeepL" }));
    expect(await screen.findByText("DeepL did not answer.")).toBeTruthy();
    expect(descriptionInput()).toHaveProperty("value", "");
  });

  it("is not offered for a locale without a service", async () => {
    translationServer([]);
    renderTranslator();
    await nameInput();
    expect(screen.queryByRole("button", { name: /Fill in with/ })).toBeNull();
  });
});

describe("roles", () => {
  it("shows the roles' current names as source text (GET /roles, limit 500)", async () => {
    const calls = translationServer([], {
      extra: (call) =>
        call.path === "/api/v2/roles"
          ? { status: 200, body: [{ roleID: 8, name: "Moderators" }] }
          : undefined,
    });
    renderTranslator({ properties: roleTranslationProperties([{ roleID: 8, name: "Moderator" }]) });
    const input = await screen.findByRole("textbox", { name: "Moderators" });
    expect(input.getAttribute("maxlength")).toBe("100");
    expect(ofMethod(calls, "GET", "/api/v2/roles")[0]?.search).toBe("?limit=500");
  });

  it("shows a failed load of the roles", async () => {
    translationServer([], {
      extra: (call) =>
        call.path === "/api/v2/roles"
          ? { status: 500, body: { message: "Roles are unavailable.", status: 500 } }
          : undefined,
    });
    renderTranslator({ properties: roleTranslationProperties([{ roleID: 8, name: "Moderator" }]) });
    expect(await screen.findByText("Roles are unavailable.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
