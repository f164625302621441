// Issue 11 item 5 in Chromium: the entry pages with each bypass of tests/factories/redirect-corpus.ts as `target`.
// Many targets per page load: the address changes in place (pushState and popstate, as Back does), the page renders
// the new target, and Chromium itself resolves every link and every return target on the page.
import { expect, type Page } from "@playwright/test";
import { entryPageUrl, REGISTER_PATH, SIGN_IN_PATH, safeReturnTarget } from "../../src/lib/entry-target";

/** An entry page that reads `target`, and the link in its main part that shows the target it would go to. */
export interface TargetPage {
  path: string;
  signedIn: boolean;
  link: string;
  /** The link's href for a return target. */
  href: (target: string) => string;
}

export const TARGET_PAGES: readonly TargetPage[] = [
  { path: SIGN_IN_PATH, signedIn: false, link: "Register", href: (t) => entryPageUrl(REGISTER_PATH, t) },
  { path: REGISTER_PATH, signedIn: false, link: "Sign in", href: (t) => entryPageUrl(SIGN_IN_PATH, t) },
  // A guest's Continue and a member's Cancel lead where Sign Out sends the browser (SignOutPage.tsx).
  { path: "/entry/signout", signedIn: false, link: "Continue", href: (t) => t },
  { path: "/entry/signout", signedIn: true, link: "Cancel", href: (t) => t },
];

/** Entry pages that take no target: a `target` in their address must not reach any of their links either. */
export const OTHER_ENTRY_PAGES = [
  "/entry/passwordrequest",
  "/entry/passwordreset/not-a-real-token",
  "/entry/emailconfirm/not-a-real-token",
  "/entry/emailconfirmrequest",
];

/** The address of an entry page with `target` carrying the raw text. */
export const withTarget = (path: string, raw: string) => `${path}?target=${encodeURIComponent(raw)}`;

/** One step in the page: optionally move the address in place and wait for the router to render it. */
interface Step {
  /** Addresses to show in turn (pushState and popstate, as Back does), each awaited through `link`. */
  moves: { url: string; href: string }[];
  /** The accessible name of the link in <main> whose href proves the page rendered the address. */
  link: string | null;
}

/**
 * Runs in the page, all at once (one round trip per target instead of half a dozen): shows each address, waits until
 * the link carries the expected href, then lists the links that leave the site, as Chromium resolves them: every
 * href, and the `target` an entry page link carries (where that page would send the browser next).
 */
async function stepInPage({ moves, link }: Step): Promise<string[]> {
  const problems: string[] = [];
  const linkHref = () =>
    [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")]
      .find((anchor) => anchor.textContent?.trim() === link)
      ?.getAttribute("href");
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // The router renders a popstate within a task or two: polling each task beats waiting a frame (16 ms) each time.
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (const move of moves) {
    window.history.pushState(null, "", move.url);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    // A page that reads no target shows nothing to wait for: a couple of frames let the router render the address.
    if (link === null) for (const _ of [1, 2]) await frame();
    const deadline = performance.now() + 5_000;
    while (link !== null && linkHref() !== move.href && performance.now() < deadline) await task();
    if (link !== null && linkHref() !== move.href) {
      problems.push(`${move.url}: ${link} links to ${linkHref()}, not ${move.href}`);
      return problems;
    }
  }
  const resolve = (value: string) => Object.assign(document.createElement("a"), { href: value });
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const label = anchor.textContent?.trim() || anchor.getAttribute("href");
    if (anchor.origin !== window.location.origin) problems.push(`${label}: ${anchor.href}`);
    // A link within this page (the skip link) carries the page's own address, raw target included: not a return.
    const samePage = anchor.href.split("#")[0] === window.location.href.split("#")[0];
    const target =
      anchor.origin === window.location.origin ? new URL(anchor.href).searchParams.get("target") : null;
    if (target !== null && !samePage && anchor.pathname.startsWith("/entry/")) {
      const next = resolve(target);
      if (next.origin !== window.location.origin) problems.push(`${label} target ${target}: ${next.href}`);
    }
  }
  return problems;
}

/** Links on the page that leave the site, directly or through an entry page's target. Empty when none does. */
export function linksLeavingSite(page: Page): Promise<string[]> {
  return page.evaluate(stepInPage, { moves: [], link: null });
}

/** Changes the address in place (as the Back button would) and returns the links that then leave the site. */
export function linksLeavingSiteAt(page: Page, url: string): Promise<string[]> {
  return page.evaluate(stepInPage, { moves: [{ url, href: "" }], link: null });
}

/**
 * Shows each raw target on the page and checks it: the page's link reaches the href the rule gives (so the page
 * rendered this target, not the one before), and Chromium resolves every link and return target on the site.
 * Between two targets, a known path: the href changes each time, so no check reads the previous render.
 */
export async function checkTargets(page: Page, entry: TargetPage, corpus: readonly string[]): Promise<void> {
  for (const [index, raw] of corpus.entries()) {
    const known = `/discussions?step=${index}`;
    const moves = [
      { url: withTarget(entry.path, known), href: entry.href(known) },
      { url: withTarget(entry.path, raw), href: entry.href(safeReturnTarget(raw)) },
    ];
    expect(
      await page.evaluate(stepInPage, { moves, link: entry.link }),
      `${entry.path} with ${JSON.stringify(raw)}`,
    ).toEqual([]);
  }
}
