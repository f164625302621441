// The state the server inlines into index.html (<script id="__QUORUM_STATE__" type="application/json">): site
// info, the current user, the first page's hydrated layout and the HTTP status of that first response.

import type { DehydratedState } from "@tanstack/react-query";
import { GUEST_USER } from "../layout/session";
import { EMPTY_ROUTE_TABLE, type FeatureFlags } from "../lib/layout-routes";
import type { CurrentUser } from "../types/generated/api/current-user";
import type {
  InlinedLayout,
  PageI18N,
  PageState,
  Routing,
  SiteInfo,
} from "../types/generated/api/page-state";

// The shape is schemas/api/page-state.schema.json, the type the server builds the state with.
export type { InlinedLayout, Routing, SiteInfo };
export type QuorumState = PageState;

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
      ...(isObject(parsed.i18n) ? { i18n: parsed.i18n as unknown as PageI18N } : {}),
      ...(isObject(parsed.theme)
        ? { theme: parsed.theme as unknown as NonNullable<QuorumState["theme"]> }
        : {}),
    };
  } catch (error) {
    // i18n-exempt: a log message
    console.error("Could not read the inlined page state.", error);
    return FALLBACK;
  }
}

/** What a server-rendered page adds for hydration (src/client/entry-server.tsx): the query cache it rendered from
 * and the time its relative dates were written for. */
export interface HydrationState {
  queries: DehydratedState;
  now: number;
}

export const HYDRATION_ELEMENT_ID = "__QUORUM_HYDRATION__";

/** The server render's hydration block; null when the page was not rendered on the server. */
export function readHydrationState(doc: Document = document): HydrationState | null {
  const text = doc.getElementById(HYDRATION_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed) || !isObject(parsed.queries) || typeof parsed.now !== "number") return null;
    return { queries: parsed.queries as unknown as DehydratedState, now: parsed.now };
  } catch (error) {
    // i18n-exempt: a log message
    console.error("Could not read the server render's hydration state.", error);
    return null;
  }
}
