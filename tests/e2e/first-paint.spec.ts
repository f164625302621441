// Pages that paint at once (issue 13): a guest's first view of the home page records a largest contentful paint
// at phone and desktop widths, and the discussion list does not move when its web fonts arrive after the first
// paint (the fallback font is scaled to Open Sans, src/client/fonts.css). Both are read from the page's own
// performance entries, as `npm run bench` reads them.
import { type Browser, type BrowserContextOptions, expect, type Page } from "@playwright/test";
import { test } from "./support";

const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

interface PaintLog {
  lcp: number;
  shifts: number[];
}

/** Runs in the page before its scripts: counts LCP entries and keeps the layout shifts not caused by input. */
function recordPaints(): void {
  const log: PaintLog = { lcp: 0, shifts: [] };
  Object.assign(window, { __paints: log });
  new PerformanceObserver((list) => {
    log.lcp += list.getEntries().length;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) log.shifts.push(entry.value);
  }).observe({ type: "layout-shift", buffered: true });
}

function paints(page: Page): Promise<PaintLog> {
  return page.evaluate(() => (window as unknown as { __paints: PaintLog }).__paints);
}

async function inNewContext(
  browser: Browser,
  options: BrowserContextOptions,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordPaints);
    await check(page);
  } finally {
    await context.close();
  }
}

for (const [name, options] of [
  ["375", PHONE],
  ["1280", DESKTOP],
] as const) {
  test(`the home page records a largest contentful paint at ${name} px`, async ({ browser }) => {
    await inNewContext(browser, options, async (page) => {
      await page.goto("/");
      // Chromium stops looking for the largest paint after a scroll (a carousel snapping at first layout is one).
      await expect.poll(async () => (await paints(page)).lcp, { timeout: 5_000 }).toBeGreaterThan(0);
    });
  });
}

/** The page's layout shifts (not caused by input) when its web fonts are held until it has painted once. */
async function shiftWithLateFonts(page: Page, url: string): Promise<number> {
  let releaseFonts = () => {};
  const fontsHeld = new Promise<void>((resolve) => {
    releaseFonts = resolve;
  });
  await page.route(/\.woff2$/, async (route) => {
    await fontsHeld;
    await route.continue();
  });
  // Not "load": the held font preloads delay it.
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  releaseFonts();
  await page.waitForFunction(
    () => document.fonts.status === "loaded" && document.fonts.check('600 16px "Open Sans"'),
  );
  // Layout shifts are reported after the frame that moved things.
  await page.waitForTimeout(500);
  return (await paints(page)).shifts.reduce((sum, value) => sum + value, 0);
}

for (const [name, options] of [
  ["1280", DESKTOP],
  ["375", PHONE],
] as const) {
  test(`the discussion list keeps its layout at ${name} px when its fonts arrive late`, async ({
    browser,
  }) => {
    await inNewContext(browser, options, async (page) => {
      expect(await shiftWithLateFonts(page, "/discussions")).toBeLessThanOrEqual(0.02);
    });
  });
}
