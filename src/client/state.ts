// The state the server inlines into index.html (<script id="__QUORUM_STATE__" type="application/json">): site
// info, the current user, the first page's hydrated layout and the HTTP status of that first response.

import { GUEST_USER } from "../layout/session";
import type { CurrentUser } from "../types/generated/api/current-user";
import type { HydratedLayout } from "../types/generated/layout/hydrated-layout";
import type { LayoutQuery } from "../types/generated/layout/layout-query";

export interface SiteInfo {
  name: string;
  description: string;
}

export interface InlinedLayout {
  query: LayoutQuery;
  data: HydratedLayout;
}

export interface QuorumState {
  site: SiteInfo;
  currentUser: CurrentUser;
  layout?: InlinedLayout;
  status: number;
}

const FALLBACK: QuorumState = {
  site: { name: "Quorum", description: "" },
  currentUser: GUEST_USER,
  status: 200,
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
    };
  } catch (error) {
    console.error("Could not read the inlined page state.", error);
    return FALLBACK;
  }
}
