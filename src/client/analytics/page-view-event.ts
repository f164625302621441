// What a page view says about the page (spec 001 §3 tracking event, docs/reference/ui-behaviour.md#page-views): its
// kind (pageName: the layout view type the address matches, else the app page's first path segment) and, when it
// shows one record, that record's id, read from the address through the same route table the router uses
// (src/lib/layout-routes.ts). A discussion page's categoryID is not in its address: only category pages send one.
import { matchRoute, type RouteTable } from "../../lib/layout-routes";
import type { TickPost } from "../../types/generated/api/tick-post";

export type PageView = Pick<TickPost, "path" | "pageName" | "discussionID" | "categoryID" | "siteSectionID">;

const positiveID = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;

/** "/entry/signin" → "entry", "/" → "home"; the schema's pattern (letters, digits, - and _) or nothing. */
function appPageName(pathname: string): string | undefined {
  const first = pathname.split("/")[1] ?? "";
  if (first === "") return "home";
  return /^[A-Za-z][A-Za-z0-9_-]{0,99}$/.test(first) ? first : undefined;
}

export function describePageView(pathname: string, search: string, table?: RouteTable): PageView {
  const match = matchRoute(pathname, search, table);
  if (!match) {
    const pageName = appPageName(pathname);
    return pageName ? { path: pathname, pageName } : { path: pathname };
  }
  const { query } = match;
  const view: PageView = { path: pathname, siteSectionID: match.siteSectionID };
  // "post" is what any discussion or comment address asks for: the record type says which.
  view.pageName = query.layoutViewType === "post" ? query.recordType : query.layoutViewType;
  if (query.recordType === "discussion") {
    const discussionID = positiveID(query.recordID);
    if (discussionID) view.discussionID = discussionID;
  }
  if (query.recordType === "category") {
    const categoryID = positiveID(query.recordID);
    if (categoryID) view.categoryID = categoryID;
  }
  return view;
}
