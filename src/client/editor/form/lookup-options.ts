// API-backed choices for dropDown (`x-control.optionsLookup`, docs/reference/layout-widgets.md#form-hints): searchUrl
// lists options (with `%s` the search term: the server searches; without it the whole list is fetched once and
// filtered here), and singleUrl (`%s` = the value) names a chosen value the list does not hold. Answers are cached
// per URL, or under the resource's own key where a resource module serves the URL (api/option-lookups.ts).
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { optionLookupKeys, optionLookupQuery } from "../../api/option-lookups";
import { isJsonObject } from "../model/types";
import type { ChoiceOption, OptionsLookup } from "./types";

const LOOKUP_STALE_MS = 5 * 60 * 1000;

function toOption(record: unknown, lookup: OptionsLookup): ChoiceOption | null {
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

/** The options a lookup's list answer holds (the cache keeps the answer as it came, shared with other readers). */
function optionsOf(body: unknown, lookup: OptionsLookup): ChoiceOption[] {
  return recordsOf(body)
    .map((record) => toOption(record, lookup))
    .filter((option): option is ChoiceOption => option !== null);
}

export function filterOptions(options: readonly ChoiceOption[], search: string): ChoiceOption[] {
  const needle = search.trim().toLowerCase();
  if (needle === "") return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

const NO_LOOKUP = { queryKey: optionLookupKeys.url(""), queryFn: async () => null };

/** The options for a search term, and the labels of chosen values that are not among them. */
export function useLookupOptions(
  lookup: OptionsLookup | undefined,
  search: string,
  chosen: readonly (string | number)[],
) {
  const serverSearch = lookup?.searchUrl.includes("%s") ?? false;
  const term = serverSearch ? search.trim() : "";
  // Stable selectors: the options keep their identity between renders while the answer is the same.
  const selectOptions = useCallback((body: unknown) => (lookup ? optionsOf(body, lookup) : []), [lookup]);
  const selectOption = useCallback((body: unknown) => (lookup ? toOption(body, lookup) : null), [lookup]);
  const list = useQuery({
    ...(lookup ? optionLookupQuery(lookup.searchUrl, term) : NO_LOOKUP),
    select: selectOptions,
    enabled: lookup !== undefined,
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  const options = serverSearch ? (list.data ?? []) : filterOptions(list.data ?? [], search);
  const missing = chosen.find(
    (value) => list.isSuccess && !(list.data ?? []).some((option) => option.value === value),
  );
  const singleUrl = lookup?.singleUrl;
  const single = useQuery({
    ...(singleUrl && missing !== undefined ? optionLookupQuery(singleUrl, String(missing)) : NO_LOOKUP),
    select: selectOption,
    enabled: singleUrl !== undefined && missing !== undefined,
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
