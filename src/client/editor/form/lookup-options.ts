// API-backed choices for dropDown (`x-control.optionsLookup`, layout-format §5.2): searchUrl lists options (with
// `%s` the search term: the server searches; without it the whole list is fetched once and filtered here), and
// singleUrl (`%s` = the value) names a chosen value the list does not hold. Results are cached per URL.
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../api/http";
import { isJsonObject } from "../model/types";
import type { ChoiceOption, OptionsLookup } from "./types";

const LOOKUP_STALE_MS = 5 * 60 * 1000;

export function lookupUrl(template: string, value: string): string {
  const path = template.replaceAll("%s", encodeURIComponent(value));
  // The hints are written without the /api/v2 prefix (the http helper adds it); tolerate it anyway.
  return path.startsWith("/api/v2/") ? path.slice("/api/v2".length) : path;
}

export function toOption(record: unknown, lookup: OptionsLookup): ChoiceOption | null {
  if (!isJsonObject(record)) return null;
  const value = record[lookup.valueKey];
  const label = record[lookup.labelKey];
  if ((typeof value !== "string" && typeof value !== "number") || label === undefined) return null;
  const extra = lookup.extraLabelKey ? record[lookup.extraLabelKey] : undefined;
  return {
    value,
    label: String(label),
    description: extra === undefined || extra === null || extra === "" ? undefined : String(extra),
  };
}

/** Lists may come as an array, or wrapped ({data: [...]}) by some endpoints. */
function recordsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (isJsonObject(body) && Array.isArray(body.data)) return body.data;
  return [];
}

export async function fetchLookupOptions(
  lookup: OptionsLookup,
  search: string,
  signal?: AbortSignal,
): Promise<ChoiceOption[]> {
  const body = await apiRequest<unknown>(lookupUrl(lookup.searchUrl, search), { signal });
  return recordsOf(body)
    .map((record) => toOption(record, lookup))
    .filter((option): option is ChoiceOption => option !== null);
}

export function filterOptions(options: readonly ChoiceOption[], search: string): ChoiceOption[] {
  const needle = search.trim().toLowerCase();
  if (needle === "") return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

/** The options for a search term, and the labels of chosen values that are not among them. */
export function useLookupOptions(
  lookup: OptionsLookup | undefined,
  search: string,
  chosen: readonly (string | number)[],
) {
  const serverSearch = lookup?.searchUrl.includes("%s") ?? false;
  const term = serverSearch ? search.trim() : "";
  const list = useQuery({
    queryKey: ["editor", "lookup", lookup?.searchUrl, term] as const,
    queryFn: ({ signal }) => (lookup ? fetchLookupOptions(lookup, term, signal) : Promise.resolve([])),
    enabled: lookup !== undefined,
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  const options = serverSearch ? (list.data ?? []) : filterOptions(list.data ?? [], search);
  const missing = chosen.find(
    (value) => list.isSuccess && !(list.data ?? []).some((option) => option.value === value),
  );
  const single = useQuery({
    queryKey: ["editor", "lookup-single", lookup?.singleUrl, missing] as const,
    queryFn: async ({ signal }) => {
      if (!lookup?.singleUrl || missing === undefined) return null;
      return toOption(
        await apiRequest<unknown>(lookupUrl(lookup.singleUrl, String(missing)), { signal }),
        lookup,
      );
    },
    enabled: lookup?.singleUrl !== undefined && missing !== undefined,
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  const known = [...(list.data ?? []), ...(single.data ? [single.data] : [])];
  return {
    options,
    known,
    isLoading: list.isLoading,
    error: list.error instanceof Error ? list.error.message : null,
  };
}
