// Visual tests: every story of the built Storybook (storybook-static/, `npm run build-storybook`), screenshotted
// at desktop and mobile widths against baselines in __screenshots__/, plus an axe check per story. A story pinned
// to one viewport (tag viewport-<device>: the page stories) runs only in that project, tablet included.
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { VIEWPORTS } from "../../stories/support/viewports";
import { chromiumLaunchOptions } from "./chromium";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.VISUAL_PORT ?? 6106);

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: "*.spec.ts",
  outputDir: path.join(root, "test-results/visual"),
  snapshotPathTemplate: "{testDir}/__screenshots__/{projectName}/{arg}{ext}",
  fullyParallel: true,
  // Three workers on 2 cores: two left about a fifth of the machine idle (each story waits for its quiet window and
  // its screenshot); 628 stories took 281 s with two, 249 s with three.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? "line" : [["list"]],
  expect: {
    // Near-zero tolerance: a ratio-based threshold let a one-character label change pass (toolchain notes), so the
    // budget is a count of pixels. 10, not 0: Chromium anti-aliases the right-hand corners of rounded boxes a little
    // differently from run to run (1–3 pixels seen on a fresh clone); one changed glyph alters dozens of pixels.
    // threshold 0: no per-pixel colour tolerance (0.2 by default let a primary colour change through).
    toHaveScreenshot: {
      maxDiffPixels: 10,
      threshold: 0,
      animations: "disabled",
      caret: "hide",
      scale: "css",
    },
    // The stories' single captures (story-page.ts matchesBaseline): the same budget.
    toMatchSnapshot: { maxDiffPixels: 10, threshold: 0 },
    // Tall full-page captures take a while; a late re-render needs room for two identical captures in a row.
    timeout: 15_000,
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions,
    deviceScaleFactor: 1,
    locale: "en-US",
    timezoneId: "UTC",
    colorScheme: "light",
    reducedMotion: "reduce",
  },
  // Tests carry a @viewport-<device> tag when their story is pinned to one viewport (story-page.ts).
  projects: [
    { name: "desktop", use: { viewport: VIEWPORTS.desktop }, grepInvert: /@viewport-(tablet|mobile)\b/ },
    { name: "tablet", use: { viewport: VIEWPORTS.tablet }, grep: /@viewport-tablet\b/ },
    {
      name: "mobile",
      use: { viewport: VIEWPORTS.mobile, isMobile: false, hasTouch: false },
      grepInvert: /@viewport-(tablet|desktop)\b/,
    },
  ],
  webServer: {
    command: `npx tsx tests/visual/serve-static.ts storybook-static ${port}`,
    cwd: root,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
