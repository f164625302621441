// Helpers for looking at one built story: the story list, waiting until a story is settled, axe, frame text.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");
const indexFile = path.join(root, "storybook-static/index.json");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

/** Playwright tags of a story: @viewport-<device> when the story is pinned to one viewport (page stories). */
export function storyTestTags(story: StoryEntry): string[] {
  return (story.tags ?? []).filter((tag) => tag.startsWith("viewport-")).map((tag) => `@${tag}`);
}

/** Stories of the built Storybook (storybook-static/index.json); none when it is not built. */
export function storyEntries(): StoryEntry[] {
  if (!existsSync(indexFile)) return [];
  const index = JSON.parse(readFileSync(indexFile, "utf8")) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === "story");
}

// storyUnchanged: the story asked for is already showing.
const STORY_SETTLED_EVENTS = [
  "storyRendered",
  "storyUnchanged",
  "storyErrored",
  "storyThrewException",
  "storyMissing",
];

interface PreviewChannel {
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Shows a story: a full load of the preview the first time, then Storybook's own story switch, which re-renders
 * without re-running the preview bundle (most of a reload's cost). Every story still gets a fresh render, fresh
 * loaders and its own providers.
 */
export async function openStory(page: Page, storyId: string): Promise<void> {
  const hasPreview = await page
    .evaluate(() => "__STORYBOOK_ADDONS_CHANNEL__" in window && location.pathname.endsWith("/iframe.html"))
    .catch(() => false);
  if (!hasPreview) {
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
    return;
  }
  await page.evaluate(
    ({ id, events }) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: PreviewChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const settle = () => {
          for (const event of events) channel.off(event, settle);
          window.scrollTo(0, 0);
          resolve();
        };
        for (const event of events) channel.on(event, settle);
        channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
      }),
    { id: storyId, events: STORY_SETTLED_EVENTS },
  );
}

/**
 * The harness's stylesheet.
 * - No scrollbars: a full-page screenshot grows the viewport, and a disappearing scrollbar would widen the page and
 *   re-wrap its text between two captures.
 * - The story stays laid out while Storybook shows its "preparing" spinner. When a story switch takes over 100 ms,
 *   Storybook's timer hides everything but the spinner (display: none), and the timer can fire after the story has
 *   started rendering: a control focused on mount (autoFocus, a dialog's first control) is then not focusable and
 *   is left unfocused, so whether a focus ring was drawn depended on the machine's speed.
 *   `revert-layer` gives the story's elements back the display of the app's own (layered) styles; Storybook's own
 *   blocks keep theirs.
 */
const HARNESS_STYLE = `
html { scrollbar-width: none; }
body.sb-show-preparing-story:not(.sb-show-main)
  > :not(.sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay) {
  display: revert-layer;
}
`;

/**
 * Waits until the story ran its loaders and rendered, its widgets, images and frames loaded, fonts in, DOM and
 * focus quiet.
 */
export async function waitForStory(page: Page): Promise<void> {
  // Once per page, before any story switch (the first story renders visibly without it: see HARNESS_STYLE).
  if ((await page.locator("style[data-visual-test]").count()) === 0) {
    await page.addStyleTag({ content: HARNESS_STYLE });
    await page.evaluate(() =>
      document.querySelector("style:last-of-type")?.setAttribute("data-visual-test", ""),
    );
  }
  await page.waitForFunction(() => /sb-show-(main|errordisplay)/.test(document.body.className));
  if (await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay"))) {
    throw new Error(`The story failed to render: ${await page.locator("#error-message").textContent()}`);
  }
  await page.waitForFunction(
    () =>
      document.querySelector(
        "#storybook-root [aria-busy='true'], #storybook-root .animate-pulse, #storybook-root [data-pending]",
      ) === null &&
      Array.from(document.images).every((image) => image.complete) &&
      Array.from(document.querySelectorAll("iframe")).every(
        (frame) => frame.contentDocument === null || frame.contentDocument.readyState === "complete",
      ),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A <select> keeps the text baseline of the font it was first laid out with: one rendered before the web font
  // arrived sits a pixel off, depending on the story's timing. Re-shaping its text once fonts are in settles it
  // (a font change, not display: none, which would take focus away from an autofocused control).
  await page.evaluate(() => {
    for (const select of document.querySelectorAll<HTMLSelectElement>("select")) {
      const font = select.style.fontFamily;
      select.style.fontFamily = "monospace";
      void select.offsetHeight;
      select.style.fontFamily = font;
      void select.offsetHeight;
    }
  });
  // Quiet: the markup and the focus did not change for 100 ms, six frames (a late measurement, re-render or a focus
  // moved a frame or two after mount would; a change later than that still differs from the baseline, and
  // matchesBaseline then waits for quiet again and captures once more). A Suspense boundary still waiting, or held for React's 300 ms throttle on
  // revealing a resolved one, shows its fallback: a skeleton, a busy region or a PendingMarker (src/ui/Skeleton.tsx),
  // which the wait above and this one exclude, so the window need not outlast the throttle.
  await page.evaluate(() => {
    const state = window as unknown as QuietState;
    state.__lastMarkup = undefined;
    state.__lastFocus = undefined;
    state.__quietPolls = 0;
  });
  await page.waitForFunction(
    () => {
      const state = window as unknown as QuietState;
      const markup = document.querySelector("#storybook-root")?.innerHTML ?? "";
      const active = document.activeElement;
      const focus = active ? { element: active, ring: active.matches(":focus-visible") } : undefined;
      const same =
        markup === state.__lastMarkup &&
        focus?.element === state.__lastFocus?.element &&
        focus?.ring === state.__lastFocus?.ring;
      state.__quietPolls = same ? (state.__quietPolls ?? 0) + 1 : 0;
      state.__lastMarkup = markup;
      state.__lastFocus = focus;
      return (
        state.__quietPolls >= 2 &&
        !document.body.classList.contains("sb-show-preparing-story") &&
        document.querySelector("#storybook-root [data-pending]") === null
      );
    },
    undefined,
    { polling: 50 },
  );
  // :focus and :focus-visible match only in a focused page; Playwright emulates focus for every headless page, so
  // this fails only if that changes, rather than quietly dropping every focus ring from the screenshots.
  if (!(await page.evaluate(() => document.hasFocus()))) {
    throw new Error("The story's page does not have focus: focus rings would not be drawn");
  }
}

interface QuietState {
  __lastMarkup?: string;
  __lastFocus?: { element: Element; ring: boolean };
  __quietPolls?: number;
}

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: unknown[] }[] }[];
}

/** WCAG 2.1 A/AA violations inside the story root and anything it portals to <body> (modals, toasts), one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per page: the story switch keeps the page, and axe with it.
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => {
    const axe = (
      window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }
    ).axe;
    // Storybook's own elements under <body> (docs root, error and loading overlays) are not the story's.
    const portals = [...document.body.children].filter(
      (element) =>
        !["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName) &&
        !element.id.startsWith("storybook-") &&
        ![...element.classList].some((name) => name.startsWith("sb-")),
    );
    return axe.run(
      { include: [document.querySelector("#storybook-root"), ...portals] },
      {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
        resultTypes: ["violations"],
      },
    );
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")})`,
  );
}

/** URLs of the frames (the page included) whose rendered text contains `text`. */
export async function framesWithText(page: Page, text: string): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const content = await frame.evaluate(() => document.body?.innerText ?? "");
    if (content.includes(text)) found.push(frame.url());
  }
  return found;
}

/**
 * Widgets the story shows as broken: an unregistered component, or the debug box of a widget that failed to
 * hydrate or render. A baseline of either would only record garbage.
 */
export async function brokenWidgets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector("#storybook-root");
    if (!root) return [];
    const unknown = Array.from(root.querySelectorAll("[data-unknown-widget]")).map(
      (element) => `unknown widget ${element.getAttribute("data-unknown-widget")}`,
    );
    const failed = Array.from(root.querySelectorAll("[role='alert']"))
      .map((element) => (element as HTMLElement).innerText.replace(/\s+/g, " ").trim())
      .filter((text) => text.startsWith("There was a problem loading"));
    return [...unknown, ...failed];
  });
}

/**
 * Chromium does not paint a sandboxed (out-of-process) frame that lies outside the viewport, and a full-page capture
 * does not bring it in: a story with frames is captured with a viewport as tall as the page. Returns the restore.
 */
export async function fitViewportToFrames(page: Page): Promise<() => Promise<void>> {
  const viewport = page.viewportSize();
  const height = await page.evaluate(() =>
    document.querySelector("#storybook-root iframe") ? document.documentElement.scrollHeight : 0,
  );
  if (!viewport || height <= viewport.height) return async () => undefined;
  await page.setViewportSize({ width: viewport.width, height });
  await waitForStory(page);
  return () => page.setViewportSize(viewport);
}

const CAPTURE = { fullPage: true, animations: "disabled", caret: "hide", scale: "css" } as const;

/**
 * One full-page capture compared with the baseline (pixel budget: playwright.config.ts, toMatchSnapshot).
 * waitForStory has already seen the page quiet, so the two matching captures toHaveScreenshot takes first would only
 * double the step's main cost; a capture that differs is taken once more after the story settles again, so a late
 * repaint is not mistaken for a change.
 * A capture whose bytes are the baseline's (Chromium encodes the same pixels the same way, and the baseline is a
 * capture saved as is) matches without Playwright decoding both PNGs and comparing them pixel by pixel, which was
 * the larger part of a story's time.
 */
export async function matchesBaseline(page: Page, name: string): Promise<void> {
  const first = await page.screenshot(CAPTURE);
  if (sameBytesAsBaseline(first, name)) return;
  try {
    expect(first).toMatchSnapshot(name);
    return;
  } catch {
    await waitForStory(page);
  }
  expect(await page.screenshot(CAPTURE)).toMatchSnapshot(name);
}

/** Whether the committed baseline exists and holds exactly these bytes (never when snapshots are being updated). */
function sameBytesAsBaseline(capture: Buffer, name: string): boolean {
  const info = test.info();
  if (info.config.updateSnapshots === "all" || info.config.updateSnapshots === "changed") return false;
  const baseline = info.snapshotPath(name, { kind: "snapshot" });
  return existsSync(baseline) && readFileSync(baseline).equals(capture);
}
