// Server-rendered pages hydrate cleanly: every view type of the demo, its other public pages and the layout
// fixtures that apply to a category, at 1280 and 375 px, log no console error or warning (React reports a
// hydration mismatch there), and a popup opened after hydration is labelled by an element that exists. Hydration is over when the title bar leaves data-device="auto" (CSS decided until
// then, src/layout/DeviceContext.tsx) for the viewport's device.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Page,
  request,
} from "@playwright/test";
import {
  apiGet,
  homeDeviceNodes,
  type ListedDiscussion,
  signIn,
  test,
  waitForHydrationOnNavigation,
} from "./support";

const WIDTHS = [1280, 375] as const;
const WRITE_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

async function firstOf(api: APIRequestContext, query: string): Promise<ListedDiscussion> {
  const [discussion] = await apiGet<ListedDiscussion[]>(api, `/discussions?${query}&limit=1`);
  if (!discussion) throw new Error(`the demo has no discussion for ${query}`);
  return discussion;
}

/** The demo's public pages: one of each view type, list and thread pages, a comment link, a 404. */
async function demoPages(api: APIRequestContext): Promise<string[]> {
  const discussion = await firstOf(api, "type=discussion");
  const question = await firstOf(api, "type=question");
  const [comment] = await apiGet<Array<{ commentID: number }>>(
    api,
    `/comments?discussionID=${discussion.discussionID}&limit=1`,
  );
  return [
    "/",
    "/discussions",
    "/discussions?page=2",
    "/categories",
    "/categories/general",
    "/categories/help",
    `/discussion/${discussion.discussionID}`,
    `/discussion/${question.discussionID}`,
    "/discussion/18/is-there-a-limit-on-file-uploads/p2",
    ...(comment ? [`/discussion/comment/${comment.commentID}`] : []),
    "/post/discussion",
    "/community-guidelines",
    "/fr/",
    "/no-such-page",
  ];
}

/** Console errors and warnings, and uncaught errors, while the page loads and hydrates. */
async function hydrationProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // A page answered 404 (the error page) makes the browser log the document's own status: not a problem.
    if (message.location().url === page.url() && message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  };
  const onError = (error: Error) => problems.push(`uncaught: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  try {
    await page.goto(url);
    await expect(page.locator("header[data-device]").first()).not.toHaveAttribute("data-device", "auto", {
      timeout: 20_000,
    });
    await page.waitForLoadState("networkidle");
    problems.push(...(await danglingPopupLabels(page)));
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  }
  return problems;
}

/**
 * Opens the first menu of the title bar (language, account), labelled by its button, and checks that the label
 * resolves: the button is hydrated from the server's HTML, the menu is rendered by the client. A
 * production build of React does not report attributes that differ from the server's HTML: if the client's tree
 * differs from the server's in shape, every useId differs, the hydrated elements keep the server's ids and a popup
 * the client renders later points to an id that nothing has (it happened: src/client/AppRoot.tsx).
 */
async function danglingPopupLabels(page: Page): Promise<string[]> {
  const trigger = page.locator("header button[aria-haspopup=menu]:visible").first();
  // The error pages' title bar and the compact one at 375 px have no menu.
  if ((await trigger.count()) === 0) return [];
  const popup = page.locator("[role=menu][aria-labelledby]").first();
  // A member's title bar re-renders when its unread counts refresh, which can close a menu opened that moment.
  await expect(async () => {
    if (!(await popup.isVisible())) await trigger.click();
    await expect(popup).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const dangling = await popup.evaluate((element) => {
    const ids = (element.getAttribute("aria-labelledby") ?? "").split(/\s+/);
    return ids.filter((id) => !document.getElementById(id));
  });
  await page.keyboard.press("Escape");
  return dangling.map((id) => `a popup's aria-labelledby names #${id}, which no element has`);
}

for (const width of WIDTHS) {
  test(`demo pages hydrate without warnings at ${width} px`, async ({ page, request: api }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const url of await demoPages(api)) {
      expect(await hydrationProblems(page, url), url).toEqual([]);
    }
  });

  test(`a member's pages hydrate without warnings at ${width} px`, async ({ page, request: api }) => {
    test.setTimeout(90_000);
    await signIn(page.request, "member");
    await page.setViewportSize({ width, height: 800 });
    const discussion = await firstOf(api, "type=discussion");
    for (const url of ["/", "/discussions", `/discussion/${discussion.discussionID}`]) {
      expect(await hydrationProblems(page, url), url).toEqual([]);
    }
  });
}

// A phone's page (docs/reference/layout-documents.md#hiding-on-phones): the server leaves out what is hidden on
// mobile, and the page it renders without it hydrates as cleanly.
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const PHONES = [
  {
    name: "Chromium on a phone: Sec-CH-UA-Mobile: ?1",
    options: { userAgent: PHONE_UA, extraHTTPHeaders: { "Sec-CH-UA-Mobile": "?1" } },
    hints: true,
  },
  // Chromium always sends the hint (?0 here, which the server trusts over the User-Agent): the page and its API calls
  // are fetched by Playwright instead, without it, as a browser without client hints (Safari, Firefox) asks.
  { name: "a phone's User-Agent without client hints", options: { userAgent: PHONE_UA }, hints: false },
] as const;

async function withoutClientHints(context: BrowserContext): Promise<void> {
  const ownRequest = (url: URL) => url.pathname === "/" || url.pathname.startsWith("/api/");
  await context.route(ownRequest, async (route) => {
    const headers = await route.request().allHeaders();
    for (const name of Object.keys(headers)) if (name.startsWith("sec-ch-ua")) delete headers[name];
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
}

for (const phone of PHONES) {
  test(`a phone's home page (${phone.name}) leaves out what is hidden on mobile and hydrates without warnings`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const desktopOnly = homeDeviceNodes().filter((node) => node.device === "desktop");
    const mobileOnly = homeDeviceNodes().filter((node) => node.device === "mobile");
    expect(desktopOnly.length, "layouts/home.json: no titled desktop-only node").toBeGreaterThan(0);
    const context = await browser.newContext({ ...phone.options, viewport: { width: 375, height: 800 } });
    if (!phone.hints) await withoutClientHints(context);
    try {
      const page = await context.newPage();
      waitForHydrationOnNavigation(page);
      const served = (await (await page.goto("/"))?.text()) ?? "";
      expect(served).toContain("__QUORUM_STATE__");
      for (const node of desktopOnly) expect(served.includes(node.title), node.title).toBe(false);
      for (const node of mobileOnly) expect(served.includes(node.title), node.title).toBe(true);
      // Twice: the second answer comes from the guest cache, under the phone's key.
      for (let round = 0; round < 2; round++) expect(await hydrationProblems(page, "/")).toEqual([]);
      for (const node of mobileOnly)
        await expect(page.getByRole("heading", { name: node.title, exact: true })).toBeVisible();
      for (const node of desktopOnly)
        await expect(page.getByRole("heading", { name: node.title, exact: true })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

interface Fixture {
  name: string;
  layoutViewType: string;
  layout: unknown[];
  titleBar?: Record<string, unknown>;
}

const FIXTURES_DIR = path.resolve(import.meta.dirname, "../fixtures/layouts/documented");

/**
 * Where a fixture can be seen without changing a page other specs visit: applied to one category (a record has one
 * layout per view type), the category's page or a post of the right type in it.
 */
const FIXTURE_TARGETS: Record<
  string,
  { category: string; page: (api: APIRequestContext) => Promise<string> }
> = {
  discussionCategoryPage: { category: "themes", page: async () => "/categories/themes" },
  nestedCategoryList: { category: "troubleshooting", page: async () => "/categories/troubleshooting" },
  discussion: {
    category: "bug-reports",
    page: async (api) => `/discussion/${(await firstOf(api, "categoryID=15&type=discussion")).discussionID}`,
  },
  question: {
    category: "themes",
    page: async (api) => `/discussion/${(await firstOf(api, "categoryID=18&type=question")).discussionID}`,
  },
};

function applicableFixtures(): Array<{ file: string; fixture: Fixture }> {
  return ["discussionCategoryPage.json", "editor-starter-assets.json", "nestedCategoryList.json"]
    .concat(["discussion.json", "question.json"])
    .map((file) => ({
      file,
      fixture: JSON.parse(readFileSync(path.join(FIXTURES_DIR, file), "utf8")) as Fixture,
    }));
}

test.describe("layout fixtures applied to a category", () => {
  test.describe.configure({ mode: "serial" });

  for (const { file, fixture } of applicableFixtures()) {
    test(`${file} hydrates without warnings`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const target = FIXTURE_TARGETS[fixture.layoutViewType];
      if (!target || !baseURL) throw new Error(`no category target for ${fixture.layoutViewType}`);
      const admin = await request.newContext({ baseURL });
      await signIn(admin, "admin");
      const send = async (method: "post" | "put" | "delete", url: string, data?: unknown) => {
        const response = await admin[method](`/api/v2${url}`, { headers: WRITE_HEADERS, data });
        if (!response.ok())
          throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
        return response.status() === 204 ? undefined : ((await response.json()) as { layoutID: number });
      };
      const created = await send("post", "/layouts", {
        name: `Hydration ${file}`,
        layoutViewType: fixture.layoutViewType,
        layout: fixture.layout,
        ...(fixture.titleBar ? { titleBar: fixture.titleBar } : {}),
      });
      const layoutID = created?.layoutID;
      try {
        const category = await apiGet<{ categoryID: number }>(admin, `/categories/${target.category}`);
        await send("put", `/layouts/${layoutID}/views`, [
          { recordType: "category", recordID: category.categoryID },
        ]);
        const url = await target.page(admin);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          expect(await hydrationProblems(page, url), `${url} at ${width} px`).toEqual([]);
        }
      } finally {
        await send("delete", `/layouts/${layoutID}/views`).catch(() => undefined);
        await send("delete", `/layouts/${layoutID}`).catch(() => undefined);
        await admin.dispose();
      }
    });
  }
});
