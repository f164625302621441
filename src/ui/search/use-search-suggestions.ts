// The search bar's autocomplete lookup (docs/reference/ui-behaviour.md#search-box): the box's suggestion source is
// asked once typing has paused for the debounce (500 ms by default), for the trimmed text; while the next answer loads,
// the last one stays up. A failed lookup suggests nothing (the create option still searches). The source comes from the
// caller (src/client/api/search.ts searchSuggestionSource): UI primitives never import the API layer.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { SearchSuggestion } from "../../types/generated/api/search-suggestion";

/** Spec 001 §9: the search autocomplete waits this long after the last keystroke. */
export const SEARCH_SUGGESTION_DEBOUNCE_MS = 500;

/** Where a search box's suggestions come from: a query key and a fetch per typed text. */
export interface SuggestionSource {
  queryKey(query: string): readonly unknown[];
  suggest(query: string, signal: AbortSignal): Promise<SearchSuggestion[]>;
}

export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (ms <= 0) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return ms <= 0 ? value : settled;
}

export interface SuggestionLookup {
  suggestions: readonly SearchSuggestion[];
  loading: boolean;
}

const NONE: readonly SearchSuggestion[] = [];

export const NO_SUGGESTIONS: SuggestionLookup = { suggestions: NONE, loading: false };

export function useSearchSuggestions(
  text: string,
  source: SuggestionSource,
  debounceMs = SEARCH_SUGGESTION_DEBOUNCE_MS,
): SuggestionLookup {
  const typed = useDebounced(text.trim(), debounceMs);
  const lookup = useQuery({
    queryKey: source.queryKey(typed),
    queryFn: ({ signal }) => source.suggest(typed, signal),
    enabled: typed !== "",
    // Typing back over the same letters reuses the answer for a while instead of asking again.
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  if (typed === "" || lookup.isError) return NO_SUGGESTIONS;
  // The same empty list while nothing has come: a new array would count as a new answer.
  return { suggestions: lookup.data ?? NONE, loading: lookup.isFetching };
}
