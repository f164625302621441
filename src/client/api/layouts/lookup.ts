// GET /layouts/lookup-hydrate: the hydrated layout for a page's layout query. The layout
// inlined by the server is used as initial data when its query is exactly this one.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { layoutQueryKey } from "../../../lib/layout-routes";
import type { HydratedLayout } from "../../../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../../../types/generated/layout/layout-query";
import type { LayoutRedirect } from "../../../types/generated/layout/layout-redirect";
import type { InlinedLayout } from "../../state";
import { apiRequest, type QueryValue } from "../http";
import { hydratedLayoutKeys } from "./keys";

/** A page's layout is fresh for 5 minutes and never retried: a failure shows the error page at once. */
export const LAYOUT_STALE_TIME_MS = 5 * 60 * 1000;

function queryParams(query: LayoutQuery): Array<[string, QueryValue]> {
  const entries: Array<[string, QueryValue]> = [
    ["layoutViewType", query.layoutViewType],
    ["recordType", query.recordType],
    ["recordID", query.recordID],
  ];
  for (const [key, value] of Object.entries(query.params ?? {})) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      entries.push([`params[${key}]`, value]);
    }
  }
  return entries;
}

/** A layout, or where the page moved (redirectTo: the page navigates there after a wait). */
export type LookupResult = HydratedLayout | LayoutRedirect;

export function isLayoutRedirect(result: LookupResult): result is LayoutRedirect {
  return "redirectTo" in result;
}

export function fetchLookupHydrate(query: LayoutQuery, signal?: AbortSignal): Promise<LookupResult> {
  return apiRequest<LookupResult>("/layouts/lookup-hydrate", { query: queryParams(query), signal });
}

export function lookupHydrateQuery(query: LayoutQuery, inlined?: InlinedLayout) {
  const initial = inlined && layoutQueryKey(inlined.query) === layoutQueryKey(query) ? inlined : undefined;
  return queryOptions({
    queryKey: hydratedLayoutKeys.lookup(query),
    queryFn: ({ signal }) => fetchLookupHydrate(query, signal),
    initialData: initial?.data,
    staleTime: LAYOUT_STALE_TIME_MS,
    retry: false,
  });
}

export function useLookupHydrate(query: LayoutQuery, inlined?: InlinedLayout) {
  return useQuery(lookupHydrateQuery(query, inlined));
}
