// Widget data shared between viewers with the same permissions. Most widgets load what a viewer may see, which
// depends on their roles only (permissions are the roles' grants), not on who they are: one viewer's hydration serves
// every viewer with the same roles until the next write (the content generation is in the key) or the TTL.
// What belongs to one viewer (unread, bookmarked, followed categories) is laid over per request (cache/overlays.ts).
// Widgets not listed here, or asked for a viewer's followed categories only, are hydrated for each request.
import { LRUCache } from "lru-cache";
import type { WidgetRuntime } from "../../lib/layout/hydrate";
import type { Db } from "../db/client";
import type { LayoutContext } from "../layouts/context";
import type { LayoutParams } from "../layouts/params";
import { type Overlay, overlayCategories, overlayDiscussions } from "./overlays";

type Data = Record<string, unknown>;

interface ShareRule {
  /** Adds what belongs to the viewer to a copy of the shared data. */
  overlay?: Overlay;
}

/** Verified to read only the viewer's permissions and roles, plus the page and the widget's props. */
const SHARED_WIDGETS: Record<string, ShareRule> = {
  "react.app-banner": {},
  "react.app.content-banner": {},
  "react.breadcrumbs": {},
  "react.cta": {},
  "react.guest-cta": {},
  "react.leaderboard": {},
  "react.newpost": {},
  "react.quick-links": {},
  "react.rss": {},
  "react.sitetotals": {},
  "react.tag": {},
  "react.titleBar": {},
  "react.categories": { overlay: overlayCategories },
  "react.discussion.discussions": { overlay: overlayDiscussions },
  "react.discussion.announcements": { overlay: overlayDiscussions },
  "react.discussion.questions": { overlay: overlayDiscussions },
};

/**
 * A widget limited to the viewer's followed categories shows that viewer's choice, and a list in page-asset mode
 * puts the announcements the viewer has not dismissed first: never shared.
 */
function isPerViewer(props: Data): boolean {
  const api = props.apiParams as { followed?: unknown } | undefined;
  return api?.followed === true || props.followed === true || props.isAsset === true;
}

interface SharedStore {
  /** The content generations of the apps on this database (tests run two on one PGlite). */
  generations: Set<() => string>;
  store: LRUCache<string, Promise<Data | null>>;
}

const stores = new WeakMap<Db, SharedStore>();

/**
 * Turns sharing on for a database's hydrations (the guest cache does, with its content generation); returns the
 * switch to turn it off again (the app closing).
 */
export function shareHydrations(db: Db, generation: () => string, ttlMs = 30_000): () => void {
  let shared = stores.get(db);
  if (!shared) {
    shared = { generations: new Set(), store: new LRUCache({ max: 1000, ttl: ttlMs }) };
    stores.set(db, shared);
  }
  const { generations } = shared;
  generations.add(generation);
  return () => {
    generations.delete(generation);
    if (generations.size === 0) stores.delete(db);
  };
}

function generationOf(shared: SharedStore): string {
  return [...shared.generations].map((generation) => generation()).join("/");
}

/** Who shares: the same roles (hence the same permissions), signed in or not. */
function viewerSignature(context: LayoutContext): string {
  const { user, permissions } = context.services.viewer;
  const signedIn = user.userID !== 0;
  // Group memberships decide what a group's category shows (docs/reference/groups.md#privacy): same roles, other
  // groups, other lists.
  return `${signedIn ? "member" : "guest"}:${user.isAdmin ? "admin" : ""}:${user.roleIDs.join(",")}:${permissions.membershipKey()}`;
}

/**
 * The page params by identity: records stand for their IDs (their other fields change only with writes, which
 * change the generation; a view count changes without one and no shared widget shows it).
 */
function paramsKey(params: LayoutParams): string {
  return JSON.stringify(params, (key, value: unknown) => {
    if (key === "" || value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const record = value as Data;
    // A knowledge record's own ID first: an article also names its source discussion and its knowledge base.
    for (const id of [
      "articleID",
      "knowledgeCategoryID",
      "knowledgeBaseID",
      "discussionID",
      "commentID",
      "categoryID",
      "customPageID",
      "sectionID",
    ]) {
      if (typeof record[id] === "number") return `${id}:${record[id]}`;
    }
    return value;
  });
}

type WidgetLookup = (hydrateKey: string) => WidgetRuntime<LayoutContext> | undefined;

/**
 * The content generation a hydration shares under, read before the page's records are: a write landing while they
 * load would otherwise file what they held (a question still "Answered") under the generation after the write, where
 * the next page finds it. Null while nothing is shared.
 */
export function sharingGeneration(db: Db): string | null {
  const shared = stores.get(db);
  return shared ? generationOf(shared) : null;
}

/**
 * The widget catalogue of one hydration, with the shareable widgets' loads shared under `generation` (from
 * sharingGeneration, read before the page's records); unchanged without sharing.
 */
export function sharingWidgets(
  widgets: WidgetLookup,
  context: LayoutContext,
  generation: string,
): WidgetLookup {
  const shared = stores.get(context.services.db);
  if (!shared) return widgets;
  // Widget data may carry texts in the reader's language (docs/reference/localisation.md): one share per language.
  const scope = `${generation}|${context.services.locale ?? ""}|${viewerSignature(context)}|${paramsKey(context.params)}`;
  return (hydrateKey) => {
    const runtime = widgets(hydrateKey);
    const rule = SHARED_WIDGETS[hydrateKey];
    const load = runtime?.hydrate;
    if (!runtime || !rule || !load) return runtime;
    const hydrate = async (props: Data, own: LayoutContext): Promise<Data | null> => {
      if (isPerViewer(props)) return load(props, own);
      const key = `${scope}|${hydrateKey}|${JSON.stringify(props)}`;
      let pending = shared.store.get(key);
      if (!pending) {
        pending = load(props, own);
        shared.store.set(key, pending);
        // A failed load is not kept: the next hydration tries again (and shows its own error).
        pending.catch(() => shared.store.delete(key));
      }
      const data = await pending;
      return data && rule.overlay ? rule.overlay(data, own) : data;
    };
    return { ...runtime, hydrate };
  };
}
