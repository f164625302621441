// One cold page view in Chromium as a guest: LCP, FCP and CLS from the browser's own performance entries, and the
// JavaScript the view downloads as transferred (encoded body + headers, from the network log).
import type { Browser, Page } from "@playwright/test";

export interface Viewport {
  name: string;
  width: number;
  height: number;
  mobile: boolean;
}

export const VIEWPORTS: readonly Viewport[] = [
  { name: "1280", width: 1280, height: 800, mobile: false },
  { name: "375", width: 375, height: 812, mobile: true },
];

export interface ViewFigures {
  /** null: the browser recorded no LCP (nothing contentful painted). */
  lcpMs: number | null;
  fcpMs: number | null;
  cls: number;
  jsTransferredBytes: number;
  jsFiles: number;
  /** The main document's body as the server sent it (decoded), in bytes. */
  htmlBytes: number;
  status: number;
}

interface PaintRecord {
  lcp: number | null;
  fcp: number | null;
  cls: number;
}

/** Runs in the page before its own scripts: records paints and layout shifts (session windows, as CLS defines). */
function observePaints(): void {
  const record: PaintRecord = { lcp: null, fcp: null, cls: 0 };
  let windowValue = 0;
  let windowStart = 0;
  let lastShift = 0;
  Object.assign(window, { __benchPaints: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") record.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (entry.hadRecentInput) continue;
      const sameWindow = entry.startTime - lastShift < 1000 && entry.startTime - windowStart < 5000;
      if (!sameWindow) {
        windowValue = 0;
        windowStart = entry.startTime;
      }
      windowValue += entry.value;
      lastShift = entry.startTime;
      record.cls = Math.max(record.cls, windowValue);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function settle(page: Page): Promise<void> {
  // Lazily loaded chunks and late layout shifts belong to the first view; a page that keeps a connection open
  // (the notification stream) never reaches network idle, so the wait is bounded.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

function isScript(resourceType: string, url: string): boolean {
  return resourceType === "script" || /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/** A new context per view: an empty cache, no cookies (a guest's first visit). */
export async function measureView(browser: Browser, url: string, viewport: Viewport): Promise<ViewFigures> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    deviceScaleFactor: viewport.mobile ? 2 : 1,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observePaints);
    const scripts: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (!isScript(request.resourceType(), request.url())) return;
      scripts.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const htmlBytes = response ? (await response.body()).length : 0;
    await settle(page);
    const paints = await page.evaluate(
      () => (window as unknown as { __benchPaints: PaintRecord }).__benchPaints,
    );
    const sizes = await Promise.all(scripts);
    return {
      lcpMs: paints.lcp,
      fcpMs: paints.fcp,
      cls: paints.cls,
      jsTransferredBytes: sizes.reduce((total, size) => total + size, 0),
      jsFiles: sizes.length,
      htmlBytes,
      status: response?.status() ?? 0,
    };
  } finally {
    await context.close();
  }
}

/**
 * The page as the guest saw it once rendered, without its scripts: the static floor. Padded with a comment to the
 * size of the server's HTML when smaller, so both documents weigh the same on the wire.
 */
export async function snapshotPage(browser: Browser, url: string, viewport: Viewport): Promise<string> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    deviceScaleFactor: viewport.mobile ? 2 : 1,
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const served = response ? (await response.body()).length : 0;
    await settle(page);
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const node of copy.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]'))
        node.remove();
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    const missing = served - Buffer.byteLength(html);
    return missing > 7 ? `${html}<!--${"x".repeat(missing - 7)}-->` : html;
  } finally {
    await context.close();
  }
}
