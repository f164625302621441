// Shared by every unit test file (vitest.config.ts setupFiles).
// Testing Library's findBy*/waitFor give up after 1 s by default. On a loaded 2-core CI machine a lazy route plus a
// mocked request has taken longer than that, so a correct page failed; 5 s keeps a real hang visible without flaking.
import { configure } from "@testing-library/dom";
import { afterAll, beforeAll, vi } from "vitest";
import { setPageLocale } from "../../src/client/api/page-locale";
import { loadsSettled } from "../../src/lib/pending-loads";
import { toastStore } from "../../src/ui/toast-store";

configure({ asyncUtilTimeout: 5_000 });

// Files of a worker share one module graph and one document (vitest.config.ts: isolate false, about a third less CPU;
// tests/support/environment-sequencer.ts runs the jsdom files together, so a worker runs dozens of them):
// each file starts from an empty document, empty storage, the root URL and real timers, whatever the one before left.

beforeAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // A frozen "now" some story tests set (src/ui/RelativeTime.tsx) would freeze the next file's dates too.
  delete globalThis.__QUORUM_NOW__;
  // The page-wide toast region and the API layer's language are module state: one file's must not reach the next.
  toastStore.getState().clearToasts();
  setPageLocale(null);
  if (typeof document === "undefined") return;
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.body.removeAttribute("style");
  document.body.removeAttribute("class");
  document.documentElement.removeAttribute("lang");
  document.documentElement.removeAttribute("dir");
  document.title = "";
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  // Some files stub the scroll position with defineProperty; later ones assign it.
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
});

// What a file leaves behind runs on in the next one: a widget it rendered but never awaited may still be loading
// (cut off by the runner, its load would reject, and React.lazy would keep that rejection), and a tree it did not
// unmount keeps rendering, its effects and timers competing with the next file's updates.
afterAll(async () => {
  await loadsSettled();
  if (typeof document !== "undefined") (await import("@testing-library/react")).cleanup();
});
