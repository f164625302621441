// The page-view event (docs/reference/ui-behaviour.md#page-views): one tick on load and one on each client path
// change (not on query or hash changes), never for a viewer who opted out of analytics (AnonymizeData '1'). The
// choice is asked once per page load (a choice changed later on the same page reaches the server, which checks it
// again on every tick); if that call fails the tick is still sent, for the same reason. A failed tick is only logged:
// analytics must never disturb the page.
import type { AnonymizeData } from "../api/analytics";

export interface PageViewTrackerDeps {
  readPrivacy: () => Promise<AnonymizeData>;
  sendTick: (path: string) => Promise<unknown>;
  log: (message: string, error: unknown) => void;
}

export interface PageViewTracker {
  /** Call with the current path on load and after every navigation; repeated paths are ignored. */
  pathChanged(path: string): Promise<void>;
}

export function createPageViewTracker({ readPrivacy, sendTick, log }: PageViewTrackerDeps): PageViewTracker {
  let lastPath: string | null = null;
  let privacy: Promise<AnonymizeData> | null = null;

  const currentPrivacy = () => {
    privacy ??= readPrivacy().catch((error: unknown) => {
      log("Could not read the analytics privacy setting.", error);
      return "-1" as const;
    });
    return privacy;
  };

  return {
    async pathChanged(path) {
      if (path === lastPath) return;
      lastPath = path;
      if ((await currentPrivacy()) === "1") return;
      try {
        await sendTick(path);
      } catch (error) {
        log("The page view could not be recorded.", error);
      }
    },
  };
}
