// The state the server inlines into index.html (<script id="__QUORUM_STATE__" type="application/json">): site
// info, the current user, the first page's hydrated layout and the HTTP status of that first response.

import { GUEST_USER } from "../layout/session";
import type { EntryUrls } from "../lib/entry-url";
import { EMPTY_ROUTE_TABLE, type FeatureFlags, type RouteTable } from "../lib/layout-routes";
import type { CurrentUser } from "../types/generated/api/current-user";
import type { HydratedLayout } from "../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../types/generated/layout/layout-query";
import type { LayoutRedirect } from "../types/generated/layout/layout-redirect";

export interface SiteInfo {
  name: string;
  description: string;
  /** false when private conversations are off (the account box then has no Messages); absent means on. */
  conversationsEnabled?: boolean;
  /** The configured sign-in, register and sign-out addresses (spec 000 §2); absent means the built-in pages. */
  entryUrls?: EntryUrls;
  /** How long authors may edit their posts, in seconds; -1 is no limit (src/lib/editing/edit-window.ts). */
  editContentTimeout?: number;
}

export interface InlinedLayout {
  query: LayoutQuery;
  data: HydratedLayout | LayoutRedirect;
}

export interface Routing {
  table: RouteTable;
  flags: FeatureFlags;
}

export interface QuorumState {
  site: SiteInfo;
  currentUser: CurrentUser;
  layout?: InlinedLayout;
  status: number;
  /** Site sections, custom pages and the custom layout flags: the client routes exactly as the server did. */
  routing?: Routing;
  /** The first page's site section (its slug is also in <meta name="siteSection">). */
  siteSection?: { siteSectionID: number; slug: string };
}

/** Without a server (a static build), every custom layout counts as on. */
export const ALL_LAYOUTS_ON: FeatureFlags = {
  discussionList: true,
  categoryList: true,
  post: true,
  createPost: true,
};

const FALLBACK: Required<Pick<QuorumState, "routing" | "siteSection">> & QuorumState = {
  site: { name: "Quorum", description: "" },
  currentUser: GUEST_USER,
  status: 200,
  routing: { table: EMPTY_ROUTE_TABLE, flags: ALL_LAYOUTS_ON },
  siteSection: { siteSectionID: 0, slug: "" },
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads the inlined state; a missing or malformed block (a static build served without the server) falls back. */
export function readInlinedState(doc: Document = document): QuorumState {
  const text = doc.getElementById("__QUORUM_STATE__")?.textContent;
  if (!text) return FALLBACK;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed)) return FALLBACK;
    // Shapes come from the server's own schemas; only the presence of each part is checked here.
    return {
      site: isObject(parsed.site) ? (parsed.site as unknown as SiteInfo) : FALLBACK.site,
      currentUser: isObject(parsed.currentUser) ? (parsed.currentUser as unknown as CurrentUser) : GUEST_USER,
      layout: isObject(parsed.layout) ? (parsed.layout as unknown as InlinedLayout) : undefined,
      status: typeof parsed.status === "number" ? parsed.status : 200,
      routing: isObject(parsed.routing) ? (parsed.routing as unknown as Routing) : FALLBACK.routing,
      siteSection: isObject(parsed.siteSection)
        ? (parsed.siteSection as unknown as QuorumState["siteSection"])
        : FALLBACK.siteSection,
    };
  } catch (error) {
    console.error("Could not read the inlined page state.", error);
    return FALLBACK;
  }
}
