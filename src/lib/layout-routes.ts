// The layout route table (spec 001 §2.7): which URL renders which layout. Shared by the server (to inline the
// first hydrated layout into the HTML) and the client router, so both always agree.
import type { LayoutQuery } from "../types/generated/layout/layout-query";

interface LayoutRoute {
  /** React Router pattern. */
  pattern: string;
  match(pathname: string): boolean;
  query(searchParams: URLSearchParams): LayoutQuery;
}

/** The default site section; subcommunities (other section ids) come later. */
const DEFAULT_SITE_SECTION_ID = 0;

function paramsFromSearch(searchParams: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of searchParams) params[key] = value;
  return params;
}

const routes: LayoutRoute[] = [
  {
    pattern: "/",
    match: (pathname) => pathname === "/",
    query: () => ({
      layoutViewType: "home",
      recordType: "siteSection",
      recordID: DEFAULT_SITE_SECTION_ID,
      params: {},
    }),
  },
  {
    pattern: "/discussions",
    match: (pathname) => pathname === "/discussions",
    query: (searchParams) => ({
      layoutViewType: "discussionList",
      recordType: "siteSection",
      recordID: DEFAULT_SITE_SECTION_ID,
      params: paramsFromSearch(searchParams),
    }),
  },
];

export const layoutRoutePatterns: string[] = routes.map((route) => route.pattern);

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

export function matchLayoutRoute(pathname: string, search: string): LayoutQuery | null {
  const path = normalizePath(pathname);
  const route = routes.find((candidate) => candidate.match(path));
  return route ? route.query(new URLSearchParams(search)) : null;
}

/** A stable key for a layout query, so the inlined layout is reused only for exactly the same query. */
export function layoutQueryKey(query: LayoutQuery): string {
  const params = query.params ?? {};
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]]);
  return JSON.stringify([query.layoutViewType, query.recordType, String(query.recordID), sorted]);
}
