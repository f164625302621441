// Locales (docs/reference/localisation.md): GET /locales (the enabled ones, which anyone may read; ?enabled=false
// every stored one, site.manage), GET and PATCH /locales/{id} (enable, disable, choose the machine translation
// service) and POST /locales (add a content locale). The translator and its button read the enabled list; every
// change refreshes every list.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Locale } from "../../types/generated/api/locale";
import type { LocalePatch } from "../../types/generated/api/locale-patch";
import type { LocalePost } from "../../types/generated/api/locale-post";
import { apiRequest } from "./http";

export type { Locale, LocalePatch, LocalePost };

export type TranslationServiceType = NonNullable<Locale["translationService"]>;

export const localeKeys = {
  all: ["locales"] as const,
  lists: () => [...localeKeys.all, "list"] as const,
  /** enabledOnly false: every stored locale (the dashboard's list). */
  list: (enabledOnly = true) => [...localeKeys.lists(), { enabledOnly }] as const,
  detail: (localeID: number) => [...localeKeys.all, "detail", localeID] as const,
};

export function fetchLocales(enabledOnly = true, signal?: AbortSignal): Promise<Locale[]> {
  return apiRequest<Locale[]>("/locales", { query: enabledOnly ? [] : [["enabled", false]], signal });
}

/** Locales change rarely (an administrator enables one): one fetch serves a page for minutes. */
export function localesQuery(enabledOnly = true) {
  return queryOptions({
    queryKey: localeKeys.list(enabledOnly),
    queryFn: ({ signal }) => fetchLocales(enabledOnly, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

export function useLocales(enabled = true, enabledOnly = true) {
  return useQuery({ ...localesQuery(enabledOnly), enabled });
}

export function fetchLocaleRecord(localeID: number, signal?: AbortSignal): Promise<Locale> {
  return apiRequest<Locale>(`/locales/${localeID}`, { signal });
}

export function localeRecordQuery(localeID: number) {
  return queryOptions({
    queryKey: localeKeys.detail(localeID),
    queryFn: ({ signal }) => fetchLocaleRecord(localeID, signal),
    retry: false,
  });
}

/** Named apart from the interface's useLocale() (src/ui/i18n/i18n-context.tsx), which is the page's language. */
export function useLocaleRecord(localeID: number | null) {
  return useQuery({ ...localeRecordQuery(localeID ?? 0), enabled: localeID !== null });
}

export function patchLocale(localeID: number, patch: LocalePatch): Promise<Locale> {
  return apiRequest<Locale>(`/locales/${localeID}`, { method: "PATCH", body: patch });
}

export function addLocale(body: LocalePost): Promise<Locale> {
  return apiRequest<Locale>("/locales", { method: "POST", body });
}

function useLocaleMutation<Variables>(run: (variables: Variables) => Promise<Locale>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (locale) => client.setQueryData(localeKeys.detail(locale.localeID), locale),
    onSettled: () => client.invalidateQueries({ queryKey: localeKeys.lists() }),
  });
}

export function usePatchLocaleMutation() {
  return useLocaleMutation(({ localeID, patch }: { localeID: number; patch: LocalePatch }) =>
    patchLocale(localeID, patch),
  );
}

export function useAddLocaleMutation() {
  return useLocaleMutation(addLocale);
}

/** A locale's name in the reader's language, else in its own, else its key. */
export function localeDisplayName(locale: Locale, inLocale: string): string {
  return locale.displayNames[inLocale] ?? locale.displayNames[locale.localeKey] ?? locale.localeKey;
}
