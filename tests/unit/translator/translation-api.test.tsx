// The localisation API modules (src/client/api/locales.ts, translations.ts): the paths and query strings they ask,
// PATCH bodies split at 500 items and machine requests at 200 texts, and the hooks' refreshes after a change.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Locale,
  localeKeys,
  useAddLocaleMutation,
  useLocaleRecord,
  usePatchLocaleMutation,
} from "../../../src/client/api/locales";
import {
  patchTranslations,
  postMachineTranslation,
  type TranslationPatchItem,
  translationKeys,
  translationListQuery,
  usePutTranslationServiceMutation,
  useTranslationServices,
} from "../../../src/client/api/translations";
import { navigationItemTranslationProperties } from "../../../src/client/translator/properties";
import { mockApi } from "../editor/pages/mock-api";

const FR: Locale = {
  localeID: 2,
  localeKey: "fr",
  displayNames: { en: "French", fr: "Français" },
  enabled: true,
  interface: true,
  dir: "ltr",
  translationService: null,
};

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper: Wrapper };
}

const item = (index: number): TranslationPatchItem => ({
  translationPropertyKey: `role.${index}.name`,
  locale: "fr",
  recordType: "role",
  recordID: index,
  propertyName: "name",
  translation: `Rôle ${index}`,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the translations module", () => {
  it("asks for record keys sorted and joined", () => {
    const properties = navigationItemTranslationProperties([
      { id: "help", name: "Help" },
      { id: "about", name: "About" },
    ]);
    expect(translationListQuery(properties, "fr")).toEqual({
      locale: "fr",
      recordType: "navigationItem",
      recordKeys: ["about", "help"],
    });
  });

  it("stores at most 500 translations per PATCH", async () => {
    const calls = mockApi((call) => ({ status: 200, body: call.body }));
    const stored = await patchTranslations(
      "site",
      Array.from({ length: 501 }, (_, index) => item(index + 1)),
    );
    expect(calls.map((call) => [call.method, call.path, (call.body as unknown[]).length])).toEqual([
      ["PATCH", "/api/v2/translations/site", 500],
      ["PATCH", "/api/v2/translations/site", 1],
    ]);
    expect(stored).toHaveLength(501);
  });

  it("asks a machine service for at most 200 texts at a time and joins the answers", async () => {
    const calls = mockApi((call) => {
      const body = call.body as { properties: { translationPropertyKey: string }[] };
      return {
        status: 200,
        body: {
          locale: "fr",
          service: "deepl",
          translations: body.properties.map((p) => ({
            translationPropertyKey: p.translationPropertyKey,
            translation: "x",
          })),
        },
      };
    });
    const properties = Array.from({ length: 201 }, (_, index) => ({
      translationPropertyKey: `role.${index}.name`,
      sourceText: `Role ${index}`,
    }));
    const [first, ...rest] = properties;
    if (!first) throw new Error("no properties");
    const answer = await postMachineTranslation("site", { locale: "fr", properties: [first, ...rest] });
    expect(calls.map((call) => call.path)).toEqual([
      "/api/v2/translations/site/machine",
      "/api/v2/translations/site/machine",
    ]);
    expect(answer.translations).toHaveLength(201);
    expect(answer.service).toBe("deepl");
  });

  it("lists the services and saves one, showing the provider's refusal", async () => {
    const calls = mockApi((call) =>
      call.method === "PUT"
        ? { status: 422, body: { message: "DeepL refused the key.", status: 422 } }
        : { status: 200, body: [{ type: "deepl", name: "DeepL", isConfigured: false, url: null }] },
    );
    const { wrapper: Wrapper } = wrapper();
    const { result } = renderHook(
      () => ({ services: useTranslationServices(), put: usePutTranslationServiceMutation() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.services.data).toHaveLength(1));
    await act(async () => {
      await result.current.put.mutateAsync({ type: "deepl", body: { apiKey: "k" } }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.put.error?.message).toBe("DeepL refused the key."));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /api/v2/translation-services",
      "PUT /api/v2/translation-services/deepl",
      "GET /api/v2/translation-services",
    ]);
    expect(translationKeys.services()).toEqual(["translations", "services"]);
  });
});

describe("the locales module", () => {
  it("reads one locale, changes it and adds another, refreshing the lists", async () => {
    const calls = mockApi((call) => {
      if (call.method === "POST") return { status: 201, body: { ...FR, localeID: 3, localeKey: "de" } };
      if (call.method === "PATCH") return { status: 200, body: { ...FR, translationService: "deepl" } };
      return { status: 200, body: FR };
    });
    const { client, wrapper: Wrapper } = wrapper();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const { result } = renderHook(
      () => ({ record: useLocaleRecord(2), patch: usePatchLocaleMutation(), add: useAddLocaleMutation() }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.record.data?.localeKey).toBe("fr"));
    await act(() =>
      result.current.patch.mutateAsync({ localeID: 2, patch: { translationService: "deepl" } }),
    );
    await waitFor(() => expect(result.current.record.data?.translationService).toBe("deepl"));
    await act(() => result.current.add.mutateAsync({ localeKey: "de" }));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /api/v2/locales/2",
      "PATCH /api/v2/locales/2",
      "POST /api/v2/locales",
    ]);
    expect(calls[1]?.body).toEqual({ translationService: "deepl" });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: localeKeys.lists() });
  });
});
