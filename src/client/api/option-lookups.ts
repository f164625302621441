// The editor's API-backed choices (`x-control.optionsLookup`) name endpoints by URL
// template. A URL a resource module already serves is read through that module's query, so a picker shares its
// cache (the flat category list, one category, the roles); every other URL is asked as written, keyed by it.
import type { QueryKey } from "@tanstack/react-query";
import { categoryKeys, FLAT_CATEGORY_PARAMS, fetchCategories, fetchCategory } from "./categories";
import { apiRequest } from "./http";
import { fetchRoles, roleKeys } from "./roles";

export const optionLookupKeys = {
  all: ["option-lookups"] as const,
  url: (path: string) => [...optionLookupKeys.all, path] as const,
};

/** What useQuery needs to read one lookup URL; the answer is the endpoint's body as it comes. */
export interface OptionLookupQuery {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
}

/** The hints are written without the /api/v2 prefix the wrapper adds; tolerate it anyway. */
function withoutPrefix(path: string): string {
  return path.startsWith("/api/v2/") ? path.slice("/api/v2".length) : path;
}

/** The URL a template names for a value (`%s`). */
export function lookupUrl(template: string, value: string): string {
  return withoutPrefix(template.replaceAll("%s", encodeURIComponent(value)));
}

const FLAT_CATEGORIES_URL = `/categories?outputFormat=${FLAT_CATEGORY_PARAMS.outputFormat}&maxDepth=${FLAT_CATEGORY_PARAMS.maxDepth}&limit=${FLAT_CATEGORY_PARAMS.limit}`;

function resourceQuery(template: string, value: string): OptionLookupQuery | null {
  const url = withoutPrefix(template);
  if (url === FLAT_CATEGORIES_URL)
    return {
      queryKey: categoryKeys.list(FLAT_CATEGORY_PARAMS),
      queryFn: ({ signal }) => fetchCategories(FLAT_CATEGORY_PARAMS, signal),
    };
  if (url === "/categories/%s")
    return { queryKey: categoryKeys.detail(value), queryFn: ({ signal }) => fetchCategory(value, signal) };
  if (url === "/roles") return { queryKey: roleKeys.list(), queryFn: ({ signal }) => fetchRoles(signal) };
  return null;
}

/** The query reading a lookup template filled with a value (a search term, or a chosen value). */
export function optionLookupQuery(template: string, value: string): OptionLookupQuery {
  const path = lookupUrl(template, value);
  return (
    resourceQuery(template, value) ?? {
      queryKey: optionLookupKeys.url(path),
      queryFn: ({ signal }) => apiRequest<unknown>(path, { signal }),
    }
  );
}
