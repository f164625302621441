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

/** Changes the address in place and lets the router render it, as the Back button would. */
export async function moveTo(page: Page, url: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState(null, "", next);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, url);
}

/**
 * Links on the page that leave the site, as Chromium resolves them: every href, and the `target` an entry page link
 * carries (where that page would send the browser next). Empty when everything stays on the site.
 */
export function linksLeavingSite(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const resolve = (value: string) => {
      const anchor = document.createElement("a");
      anchor.href = value;
      return anchor;
    };
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
  });
}

/**
 * Shows each raw target on the page and checks it: the page's link reaches the href the rule gives (so the page
 * rendered this target, not the one before), and Chromium resolves every link and return target on the site.
 * Between two targets, a known path: the href changes each time, so no check reads the previous render.
 */
export async function checkTargets(page: Page, entry: TargetPage, corpus: readonly string[]): Promise<void> {
  const link = page.locator("main").getByRole("link", { name: entry.link, exact: true });
  for (const [index, raw] of corpus.entries()) {
    const known = `/discussions?step=${index}`;
    await moveTo(page, withTarget(entry.path, known));
    await expect(link).toHaveAttribute("href", entry.href(known));
    await moveTo(page, withTarget(entry.path, raw));
    await expect(link, `${entry.path} with ${JSON.stringify(raw)}`).toHaveAttribute(
      "href",
      entry.href(safeReturnTarget(raw)),
    );
    expect(await linksLeavingSite(page), `${entry.path} with ${JSON.stringify(raw)}`).toEqual([]);
  }
}
