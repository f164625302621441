// Embedded mode (docs/reference/ui-behaviour.md#embedded-mode): while the page runs inside another page's iframe,
// tell the parent what it needs to mirror the forum: the address and the title (compared every 200 ms, since client
// navigation and document.title writes fire no event the parent could see), whether the page is scrolled past 50 px,
// and links leaving the site.
import { EMBED_POLL_MS, EMBED_SCROLL_THRESHOLD_PX, EMBED_SOURCE, type EmbedMessage } from "./messages";

export interface EmbedBridgeOptions {
  /** The framed page's window (jsdom's in tests). */
  win: Window;
  post: (message: EmbedMessage) => void;
  pollMs?: number;
  scrollThresholdPx?: number;
}

/** Whether a URL leaves this site (another origin), judged against the page's own address. */
export function isExternalUrl(url: string, base: string): boolean {
  try {
    const target = new URL(url, base);
    if (target.protocol !== "http:" && target.protocol !== "https:") return false;
    return target.origin !== new URL(base).origin;
  } catch {
    return false;
  }
}

/** Starts posting; answers the function that stops it (timers and listeners removed). */
export function startEmbedBridge({
  win,
  post,
  pollMs = EMBED_POLL_MS,
  scrollThresholdPx = EMBED_SCROLL_THRESHOLD_PX,
}: EmbedBridgeOptions): () => void {
  let lastHref: string | null = null;
  let lastTitle: string | null = null;
  let lastScrolled: boolean | null = null;

  const checkAddressAndTitle = () => {
    const href = win.location.href;
    if (href !== lastHref) {
      lastHref = href;
      const { pathname, search, hash } = win.location;
      post({ source: EMBED_SOURCE, type: "location", href, path: `${pathname}${search}${hash}` });
    }
    const title = win.document.title;
    if (title !== lastTitle) {
      lastTitle = title;
      post({ source: EMBED_SOURCE, type: "title", title });
    }
  };

  const checkScroll = () => {
    const scrolled = win.scrollY > scrollThresholdPx;
    if (scrolled === lastScrolled) return;
    lastScrolled = scrolled;
    post({ source: EMBED_SOURCE, type: "scrolled", scrolled });
  };

  // Links leaving the site: inside a frame they would replace the forum with a page that may refuse framing, so
  // the parent is told and decides (the demo host opens them). Links opening a new tab still open; the parent
  // hears of them too. Modified clicks (new tab/window) are the browser's business.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target;
    const anchor = target instanceof Element ? target.closest("a") : null;
    if (!anchor?.hasAttribute("href")) return;
    if (!isExternalUrl(anchor.href, win.location.href)) return;
    post({ source: EMBED_SOURCE, type: "navigateExternal", url: anchor.href });
    if (anchor.target !== "_blank") event.preventDefault();
  };

  checkAddressAndTitle();
  checkScroll();
  const timer = win.setInterval(checkAddressAndTitle, pollMs);
  win.addEventListener("scroll", checkScroll, { passive: true });
  win.document.addEventListener("click", onClick);
  return () => {
    win.clearInterval(timer);
    win.removeEventListener("scroll", checkScroll);
    win.document.removeEventListener("click", onClick);
  };
}

/**
 * Where to post: the framing page's origin when the browser tells it (ancestorOrigins, Chromium and Safari), else
 * the referrer's when it is another site (the first load of the frame), else any origin ("*"). Any page allowed
 * to frame the forum then learns its addresses and titles: a site that must not tell them refuses framing
 * (frame-ancestors) rather than relying on this.
 */
export function parentOrigin(win: Window): string {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor && ancestor !== "null") return ancestor;
  try {
    const referrer = new URL(win.document.referrer);
    if (referrer.origin !== win.location.origin) return referrer.origin;
  } catch {
    // No referrer: fall through.
  }
  return "*";
}
