// One screenshot per story and viewport (the project; a page story only at its own viewport), compared pixel for
// pixel with the committed baseline, no broken widget, no axe (WCAG 2.1 A/AA) violation, no page error, and Custom
// HTML scripts kept inside their sandboxed frames.
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import {
  axeViolations,
  brokenWidgets,
  fitViewportToFrames,
  framesWithText,
  matchesBaseline,
  openStory,
  storyEntries,
  storyTestTags,
  waitForStory,
} from "./story-page";

/** The factories' anchor date: the page clock is frozen there too. */
const FROZEN_NOW = new Date("2026-11-01T12:00:00Z");

// One page per worker: the preview loads once, then each story is switched to in place (openStory).
const test = base.extend<{ storyPage: Page }, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, locale, timezoneId, colorScheme, reducedMotion, baseURL } = workerInfo.project.use;
      const context: BrowserContext = await browser.newContext({
        viewport,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
        baseURL,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FROZEN_NOW);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  storyPage: async ({ workerPage }, use) => {
    await use(workerPage);
  },
});

const stories = storyEntries();

test("the built Storybook has stories", () => {
  expect(stories.length, "Build it first: npm run build-storybook").toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, { tag: storyTestTags(story) }, async ({ storyPage: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    try {
      await openStory(page, story.id);
      await waitForStory(page);
      expect(await brokenWidgets(page), "widgets that failed to render").toEqual([]);
      const restoreViewport = await fitViewportToFrames(page);
      try {
        await matchesBaseline(page, `${story.id}.png`);
      } finally {
        await restoreViewport();
      }
      expect(await axeViolations(page)).toEqual([]);
      // Custom HTML examples carry scripts that write this wherever they reach beyond their own frame (the page,
      // cookies, storage): the sandbox must stop them, so no frame (the page included) may show it.
      expect(await framesWithText(page, "SCRIPT ESCAPED")).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      page.off("pageerror", onError);
    }
  });
}
