// Back navigation (spec 001 §4.7, docs/reference/ui-behaviour.md#back-navigation): with in-app history, go back;
// otherwise, when the page was reached from a referrer, go back in the browser's history and, should that not leave
// the page (a new tab keeps the referrer but has nothing to go back to), go to the referrer after 300 ms; otherwise go
// to the fallback (the home page by default). Pure: the browser is passed in (src/ui/BackLink.tsx).

export const REFERRER_FALLBACK_DELAY_MS = 300;
export const DEFAULT_BACK_FALLBACK = "/";

export interface BackEnvironment {
  /** The app's router has an earlier entry of its own (react-router's history index above 0). */
  hasAppHistory: boolean;
  /** document.referrer: "" when there is none. */
  referrer: string;
  /** One step back inside the app (the router's navigate(-1)). */
  appBack(): void;
  /** One step back in the browser's history (history.back()). */
  browserBack(): void;
  /** Loads an address (location.assign). */
  assign(url: string): void;
  /** Goes to an address inside the app when it can (the router), else loads it. */
  navigate(url: string): void;
  /** Runs `run` after `ms` (setTimeout). */
  later(run: () => void, ms: number): void;
}

export type BackStep = "app-history" | "referrer" | "fallback";

/** Goes back as the spec says; answers which way it took. */
export function goBack(env: BackEnvironment, fallback: string = DEFAULT_BACK_FALLBACK): BackStep {
  if (env.hasAppHistory) {
    env.appBack();
    return "app-history";
  }
  if (env.referrer) {
    const referrer = env.referrer;
    env.browserBack();
    env.later(() => env.assign(referrer), REFERRER_FALLBACK_DELAY_MS);
    return "referrer";
  }
  env.navigate(fallback);
  return "fallback";
}
