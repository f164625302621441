// End-to-end tests against the real server: a fresh data directory (migrated and seeded with the demo community
// on first start) and the built client (`npm run build`; built here when dist/client is missing).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { headlessShellLaunchOptions } from "../visual/chromium";

const root = path.resolve(import.meta.dirname, "../..");
const port = Number(process.env.E2E_PORT ?? 3210);
// The loopback stand-in for LibreTranslate (tests/support/fake-translation-server.ts): tests/e2e/localisation.spec.ts
// points the site's translation service at it.
const translationPort = port + 1000;
process.env.QUORUM_E2E_TRANSLATION_URL ??= `http://127.0.0.1:${translationPort}`;
// The loopback stand-in for GitHub's issues API (tests/support/fake-github-server.ts): tests/e2e/groups-curation.spec.ts
// points the GitHub Issues integration at it.
const githubPort = port + 1001;
process.env.QUORUM_E2E_GITHUB_URL ??= `http://127.0.0.1:${githubPort}`;
// The config is loaded by every worker too: create the data directory once and pass it down via the env.
process.env.QUORUM_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "quorum-e2e-"));
// The XSS corpus fills the recent-discussion lists with payload titles: it runs after the specs that read them.
const SITE_CHANGING_SPECS = [
  /layout-editor\.spec\.ts$/,
  /layout-editor-firsts\.spec\.ts$/,
  /title-bar\.spec\.ts$/,
  /xss\.spec\.ts$/,
  /localisation\.spec\.ts$/,
  /themes\.spec\.ts$/,
  /navigation\.spec\.ts$/,
  /addons\.spec\.ts$/,
];

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: "*.spec.ts",
  outputDir: path.join(root, "test-results/e2e"),
  fullyParallel: true,
  // Three workers on 2 cores: with two, a fifth of the machine sat idle while pages loaded and the server answered
  // (83 % busy; 238 s for the 120 tests, back to back with 204 s and 90 % busy for three).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? "line" : [["list"]],
  // Specs that change what the whole site shows (a layout applied globally, the title bar of a category) run after
  // the others, so no page check sees a layout another spec put there for a moment.
  projects: [
    { name: "pages", testIgnore: SITE_CHANGING_SPECS },
    { name: "site-changes", testMatch: SITE_CHANGING_SPECS, dependencies: ["pages"] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: headlessShellLaunchOptions,
    locale: "en-US",
    timezoneId: "UTC",
    viewport: { width: 1280, height: 800 },
    // Recording a trace for every test (kept only for failures) cost about 14% of the step on this 2-core machine,
    // and a CI log cannot show one: pass `--trace retain-on-failure` (or `on`) when a failure needs its trace.
    trace: "off",
  },
  webServer: [
    {
      command: `npx tsx tests/support/fake-translation-server.ts --port ${translationPort}`,
      cwd: root,
      url: `${process.env.QUORUM_E2E_TRANSLATION_URL}/__fake/requests`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `npx tsx tests/support/fake-github-server.ts --port ${githubPort}`,
      cwd: root,
      url: `${process.env.QUORUM_E2E_GITHUB_URL}/__fake/requests`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command:
        "sh -c 'test -f dist/client/index.html && test -f dist/server/entry-server.js || npm run build; exec node scripts/serve.mjs'",
      cwd: root,
      url: `http://127.0.0.1:${port}/api/v2/discussions?limit=1`,
      env: {
        QUORUM_DATA_DIR: process.env.QUORUM_E2E_DATA_DIR,
        PORT: String(port),
        HOST: "127.0.0.1",
        // Every spec signs in from 127.0.0.1: the 6-a-minute sign-in limit is for people (API tests cover it).
        QUORUM_RATE_LIMIT: "off",
        // Scheduled drafts publish within a second of falling due (tests/e2e/drafts.spec.ts).
        QUORUM_DRAFT_SCHEDULER_MS: "1000",
        // As npm start serves: React's production server build (twice as fast as the development one).
        NODE_ENV: "production",
        // Cheap argon2id for the demo's members and every sign-in (src/server/auth/password.ts).
        QUORUM_PASSWORD_COST: "test",
        // Two Chromium workers share this 2-core machine with the server: its busy moments must not read as an
        // overloaded loop and shed a page's API calls (tests/api/health-metrics.test.ts tests the shedding).
        QUORUM_MAX_EVENT_LOOP_DELAY_MS: "0",
      },
      // First start: client build (if missing), migrations and the demo seed.
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
