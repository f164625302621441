// The page-view event (docs/reference/ui-behaviour.md#page-views): one tick on load and one on each client path
// change (not on query or hash changes), never for a viewer who opted out of analytics (AnonymizeData '1'). Each tick
// is the whole tracking event of spec 001 §3: type, the page's path and address, its kind and record ids
// (page-view-event.ts), its site section, and the referrer (the document's on the first page, the previous page's
// address after a client navigation). The choice is asked once per page load (a choice changed later on the same page
// reaches the server, which checks it again on every tick); if that call fails the tick is still sent, for the same
// reason. A failed tick is only logged: analytics must never disturb the page.
import type { TickPost } from "../../types/generated/api/tick-post";
import type { AnonymizeData } from "../api/analytics";
import type { PageView } from "./page-view-event";

export interface PageViewTrackerDeps {
  readPrivacy: () => Promise<AnonymizeData>;
  sendTick: (event: TickPost) => Promise<unknown>;
  log: (message: string, error: unknown) => void;
  /** The address being viewed (location.href). */
  currentUrl: () => string;
  /** The referrer of the page load (document.referrer). */
  documentReferrer: () => string;
}

export interface PageViewTracker {
  /** Call with the current page on load and after every navigation; repeated paths are ignored. */
  pageViewed(view: PageView): Promise<void>;
}

/** The schema caps addresses at 2,048 characters: a longer one is cut, not refused. */
const MAX_URL_LENGTH = 2048;
const capped = (url: string) => url.slice(0, MAX_URL_LENGTH);

export function createPageViewTracker({
  readPrivacy,
  sendTick,
  log,
  currentUrl,
  documentReferrer,
}: PageViewTrackerDeps): PageViewTracker {
  let lastPath: string | null = null;
  let lastUrl: string | null = null;
  let privacy: Promise<AnonymizeData> | null = null;

  const currentPrivacy = () => {
    privacy ??= readPrivacy().catch((error: unknown) => {
      log("Could not read the analytics privacy setting.", error);
      return "-1" as const;
    });
    return privacy;
  };

  return {
    async pageViewed(view) {
      if (view.path === lastPath) return;
      lastPath = view.path;
      const url = capped(currentUrl());
      const referrer = capped(lastUrl ?? documentReferrer());
      lastUrl = url;
      if ((await currentPrivacy()) === "1") return;
      const event: TickPost = { type: "pageView", ...view, referrer };
      if (/^https?:\/\//.test(url)) event.url = url;
      try {
        await sendTick(event);
      } catch (error) {
        log("The page view could not be recorded.", error);
      }
    },
  };
}
