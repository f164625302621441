// The search page's state read from the router's search params and written back to them: every change is a new
// history entry (back undoes it), and a change of anything but the page goes back to page 1.
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { readSearchState, type SearchMode, type SearchState, searchStateParams } from "./search-state";

export type SearchUpdate = (change: Partial<SearchState>) => void;

export function useSearchState(mode: SearchMode = "community"): [SearchState, SearchUpdate] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string (and the page's mode) is the state's whole identity.
  const state = useMemo(() => readSearchState(params, mode), [key, mode]);
  const update: SearchUpdate = (change) => {
    const next: SearchState = { ...state, page: 1, ...change };
    setParams(searchStateParams(next, mode));
  };
  return [state, update];
}
