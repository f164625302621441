// A post's Translate control and the translation addon (docs/reference/addons.md#a-switched-off-addon,
// docs/reference/localisation.md#reading-a-post-in-your-language): off, the body shows without Translate and the
// translation view's chunk is never requested; on, Translate loads it and shows the machine translation.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatablePostBody } from "../../src/client/translation/TranslatablePostBody";
import { SessionProvider } from "../../src/layout/session";
import { ADDONS } from "../../src/lib/addons";
import type { PostTranslation } from "../../src/types/generated/api/post-translation";
import { MachineTranslationProvider } from "../../src/ui/i18n/machine-translation";
import { makeCurrentUser } from "../factories/users";

const translatedBodyLoads = vi.hoisted(() => vi.fn());
vi.mock("../../src/client/translation/TranslatedBody", async (importOriginal) => {
  translatedBodyLoads();
  return importOriginal();
});

const ALL = ADDONS.map((addon) => addon.addonID);

const TRANSLATION: PostTranslation = {
  recordType: "discussion",
  recordID: 42,
  locale: "en",
  body: "<p>Hello everyone</p>",
  detectedSource: "fr",
  service: "deepl",
  cached: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBody(addons: readonly string[] | undefined, { service = true } = {}) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(TRANSLATION), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider user={makeCurrentUser({ userID: 5 })} addons={addons}>
        <MachineTranslationProvider value={service}>
          <TranslatablePostBody
            recordType="discussion"
            recordID={42}
            html="<p>Bonjour à tous</p>"
            className=""
          />
        </MachineTranslationProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

describe("the translation addon", () => {
  // In this order: once the translation view's module is loaded, it stays loaded for the file.
  it("off: the body without Translate, no call and no translation chunk", () => {
    const fetch = renderBody(ALL.filter((id) => id !== "translation"));
    expect(screen.getByText("Bonjour à tous")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Translate" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(translatedBodyLoads).not.toHaveBeenCalled();
  });

  it("on but no service for the reader's language: no Translate either", () => {
    renderBody(ALL, { service: false });
    expect(screen.queryByRole("button", { name: "Translate" })).toBeNull();
    expect(translatedBodyLoads).not.toHaveBeenCalled();
  });

  it("on (or unsaid, outside the app): Translate loads the view and shows the translation", async () => {
    const user = userEvent.setup();
    const fetch = renderBody(undefined);
    const translate = screen.getByRole("button", { name: "Translate" });
    expect(translatedBodyLoads).not.toHaveBeenCalled();
    await user.click(translate);
    expect(await screen.findByText("Hello everyone")).toBeTruthy();
    expect(screen.getByText("Translated from French by machine")).toBeTruthy();
    expect(translatedBodyLoads).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toContain("/discussions/42/translation");
    await user.click(screen.getByRole("button", { name: "Show original" }));
    expect(screen.getByText("Bonjour à tous")).toBeTruthy();
  });
});
