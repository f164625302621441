// Issue 6, done when: a corpus of at least 150 XSS payloads (tests/factories/xss-corpus.ts) in discussion titles,
// bodies (Markdown, text and HTML), comments and member fields renders inert. Every payload that ran would call the
// page's `__xss()` hook (exposed to every frame) or open a dialog; both are counted while Chromium opens every page
// that shows them: the post pages and their comment pages, discussion lists, search, profiles, notifications. The
// positive control first proves the counters see an execution.
// Issue 11 joins the run: every entry page with a corpus of open-redirect bypasses as its return target (item 5),
// and the site's RSS feed shown as HTML by a trusting feed reader (item 6).
import { type APIRequestContext, type BrowserContext, expect, type Page, request } from "@playwright/test";
import { escapeXml } from "../../src/server/services/rss/render-rss";
import { FOREIGN_HOST, REDIRECT_CORPUS } from "../factories/redirect-corpus";
import { XSS_CORPUS } from "../factories/xss-corpus";
import {
  checkTargets,
  linksLeavingSite,
  linksLeavingSiteAt,
  OTHER_ENTRY_PAGES,
  TARGET_PAGES,
  withTarget,
} from "./entry-targets";
import { showFeedAsReader } from "./feed-reader";
import { apiGet, DEMO_PASSWORD, flattenCategories, type ListedCategory, signIn, test } from "./support";

const WRITE = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };
const MARKER = "xsscorpus";
const PASSWORD = "xss corpus password";

interface Created {
  discussionID: number;
  url: string;
}

interface Execution {
  kind: "hook" | "dialog";
  where: string;
}

async function postJson<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(`/api/v2${url}`, { headers: WRITE, data });
  if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Posts user content; a payload the API refuses (400: U+0000, or nothing left once sanitized) gives null. */
async function postContent<T>(request: APIRequestContext, url: string, data: object): Promise<T | null> {
  const response = await request.post(`/api/v2${url}`, { headers: WRITE, data });
  if (response.status() === 400) return null;
  if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs the work for every item, a few at a time (posting ~1,000 records one by one is most of the spec's time). */
async function inBatches<T>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  const size = 6;
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
  }
}

/** Counts every call of `__xss()` in any frame of the context, and every dialog, dismissing it. */
async function installCounters(context: BrowserContext, page: Page, executions: Execution[]): Promise<void> {
  await context.exposeBinding("__xss", (source) => {
    executions.push({ kind: "hook", where: source.frame.url() || source.page.url() });
  });
  page.on("dialog", (dialog) => {
    executions.push({ kind: "dialog", where: `${page.url()} (${dialog.type()}: ${dialog.message()})` });
    void dialog.dismiss().catch(() => undefined);
  });
}

/** Opens a page, waits until the text that proves its user content rendered is there, and lets handlers fire. */
async function visit(page: Page, url: string, rendered: string | RegExp | "discussion links"): Promise<void> {
  await page.goto(url);
  const shown =
    rendered === "discussion links"
      ? page.locator("main a[href*='/discussion/']").first()
      : page.locator("main").getByText(rendered).first();
  await expect(shown, `${url} shows ${rendered}`)
    .toBeVisible({ timeout: 15_000 })
    .catch(async (error: unknown) => {
      const main = await page
        .locator("body")
        .innerText()
        .catch(() => "");
      throw new Error(`${String(error)}\n--- ${url} shows:\n${main.slice(0, 1500)}`);
    });
  // Image errors, focus and animation events fire within a few frames of rendering.
  await page.waitForTimeout(150);
}

/** Starts counting executions, after proving the counters see one: in the page, in a frame, and a dialog. */
async function countExecutions(context: BrowserContext, page: Page): Promise<Execution[]> {
  const executions: Execution[] = [];
  await installCounters(context, page, executions);
  await page.setContent(
    `<img src="x" onerror="__xss()"><iframe srcdoc="<img src=x onerror=__xss()>"></iframe><button onclick="alert(1)">a</button>`,
  );
  await page.getByRole("button").click();
  await expect.poll(() => executions.length).toBe(3);
  expect(executions.map((e) => e.kind).sort()).toEqual(["dialog", "hook", "hook"]);
  executions.length = 0;
  return executions;
}

function expectNoExecution(executions: Execution[]): void {
  expect(executions, executions.map((e) => `${e.kind} at ${e.where}`).join("\n")).toEqual([]);
}

interface CorpusAuthor {
  admin: APIRequestContext;
  general: number;
  stamp: string;
}

/** The administrator who posts the corpus, signed in, and the General category it goes to. */
async function corpusAuthor(baseURL?: string): Promise<CorpusAuthor> {
  const admin = await request.newContext({ baseURL });
  await signIn(admin, "admin");
  const categories = flattenCategories(await apiGet<ListedCategory[]>(admin, "/categories?limit=100"));
  const general =
    categories.find((category) => (category as ListedCategory & { urlcode?: string }).urlcode === "general")
      ?.categoryID ?? 0;
  expect(general).toBeGreaterThan(0);
  return { admin, general, stamp: Date.now().toString(36) };
}

// The corpus is split over several tests so that the two workers share it (it was one 2.6-minute test at the end of
// the suite).
test("the XSS corpus renders inert in titles and bodies, in lists, search, post pages and notifications", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(150);
  const executions = await countExecutions(context, page);
  const { admin, general, stamp } = await corpusAuthor(baseURL);
  const readerName = `xssreader${stamp}`;
  await postJson<{ userID: number }>(admin, "/users", {
    name: readerName,
    email: `${readerName}@example.org`,
    password: PASSWORD,
  });

  // One discussion per payload: the payload as its title (when it fits) and as its Markdown body, which mentions
  // the reader (a notification naming the discussion) and carries a marker for search.
  const discussions: { index: number; discussion: Created }[] = [];
  await inBatches(XSS_CORPUS, async (payload, index) => {
    const discussion = await postContent<Created>(admin, "/discussions", {
      categoryID: general,
      name: payload.trim() && payload.length <= 100 ? payload : `Long payload ${index}`,
      body: `${payload}\n\n${MARKER} ${stamp} ${index} @${readerName}`,
      format: "markdown",
    });
    if (discussion) discussions.push({ index, discussion });
  });
  // Only the payloads holding U+0000 are refused.
  expect(discussions.length).toBeGreaterThanOrEqual(XSS_CORPUS.length - 5);

  // Lists that show the titles: every page of recent discussions that holds the corpus (30 a page), the
  // category, search results.
  for (let p = 1; p <= Math.ceil(discussions.length / 30) + 1; p += 1) {
    await visit(page, `/discussions?page=${p}`, "discussion links");
  }
  await visit(page, "/categories/general", "discussion links");
  await visit(page, `/search?query=${MARKER}+${stamp}`, "discussion links");
  // Signed in as the reader from here: their notifications each name a discussion titled with a payload.
  const signedIn = await page.request.post("/api/v2/authenticate/password", {
    headers: WRITE,
    data: { username: readerName, password: PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await visit(page, "/notifications", /mentioned you/i);
  // Post pages, as the signed-in reader: a sample of them (title as the heading and the page title, body as the
  // original post). Every body also renders through the same server renderer on the comment pages of the next
  // tests, in each format, and every title in the lists above, so the sample keeps the suite short without leaving
  // a payload out.
  for (const { index, discussion } of discussions.filter((_, i) => i % 8 === 0)) {
    await visit(page, discussion.url, `${MARKER} ${stamp} ${index}`);
  }
  await page.waitForTimeout(500);
  expectNoExecution(executions);
  await admin.dispose();
});

for (const format of ["markdown", "text", "html"] as const) {
  test(`the XSS corpus renders inert as ${format} comments, on every page of the thread`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const executions = await countExecutions(context, page);
    const { admin, general, stamp } = await corpusAuthor(baseURL);
    const discussion = await postJson<Created>(admin, "/discussions", {
      categoryID: general,
      name: `XSS comments as ${format} ${stamp}`,
      body: `Every payload of the corpus as a ${format} comment.`,
      format: "markdown",
    });
    let count = 0;
    await inBatches(XSS_CORPUS, async (payload, index) => {
      const comment = await postContent(admin, "/comments", {
        discussionID: discussion.discussionID,
        body: `${payload}\n\n${MARKER} ${stamp} c${index}`,
        format,
      });
      if (comment) count += 1;
    });
    // The API refuses a payload holding U+0000, and in HTML one with nothing left once sanitized.
    expect(count).toBeGreaterThan(XSS_CORPUS.length / 2);
    // The comment pages (30 top-level comments a page).
    for (let p = 1; p <= Math.ceil(count / 30); p += 1) {
      await visit(
        page,
        p === 1 ? discussion.url : `${discussion.url}/p${p}`,
        new RegExp(`${MARKER} ${stamp} c\\d+`),
      );
    }
    await page.waitForTimeout(500);
    expectNoExecution(executions);
    await admin.dispose();
  });
}

test("member names refuse the XSS corpus and member titles render it inert on profiles", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const executions = await countExecutions(context, page);
  const { admin, stamp } = await corpusAuthor(baseURL);
  // Member fields: names refuse markup outright; titles (shown on profiles and cards) take any text.
  const readerName = `xssprofiles${stamp}`;
  const reader = await postJson<{ userID: number }>(admin, "/users", {
    name: readerName,
    email: `${readerName}@example.org`,
    password: PASSWORD,
  });
  for (const payload of XSS_CORPUS.slice(0, 10)) {
    const named = await admin.patch(`/api/v2/users/${reader.userID}`, {
      headers: WRITE,
      data: { name: payload },
    });
    expect(named.status(), `a name of ${JSON.stringify(payload)}`).toBe(400);
  }
  const titled: string[] = [];
  const titlePayloads = XSS_CORPUS.filter((payload) => payload.length <= 100).filter((_, i) => i % 25 === 0);
  for (const [index, payload] of titlePayloads.entries()) {
    const name = `xsstitle${stamp}${index}`;
    const user = await postJson<{ userID: number }>(admin, "/users", {
      name,
      email: `${name}@example.org`,
      password: PASSWORD,
    });
    const patched = await admin.patch(`/api/v2/users/${user.userID}`, {
      headers: WRITE,
      data: { title: payload },
    });
    expect(patched.ok(), await patched.text()).toBe(true);
    titled.push(name);
  }
  // Profiles (members see each other's) whose titles are payloads, as the reader.
  const signedIn = await page.request.post("/api/v2/authenticate/password", {
    headers: WRITE,
    data: { username: readerName, password: PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  for (const name of titled) await visit(page, `/profile/${name}`, name);
  await page.waitForTimeout(500);
  expectNoExecution(executions);
  await admin.dispose();
});

/** Records every request that reaches the foreign host of the redirect corpus, answering it locally. */
async function recordForeignRequests(context: BrowserContext): Promise<string[]> {
  const reached: string[] = [];
  await context.route(new RegExp(`^[a-z]+://([^/]*@)?${FOREIGN_HOST.replace(".", "\\.")}`), (route) => {
    reached.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>foreign</title>" });
  });
  return reached;
}

test("issue 11 item 5: every entry page keeps its return target on the site, for each redirect bypass", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  expect(REDIRECT_CORPUS.length).toBeGreaterThanOrEqual(40);
  const executions: Execution[] = [];
  await installCounters(context, page, executions);
  const reached = await recordForeignRequests(context);

  // Positive control: the check sees a link that leaves, and a return target that would.
  await page.goto(OTHER_ENTRY_PAGES[0] ?? "/");
  await page.evaluate((host) => {
    for (const href of [`//${host}`, `/entry/register?target=${encodeURIComponent(`/\\${host}`)}`]) {
      const anchor = Object.assign(document.createElement("a"), { href, className: "control" });
      document.body.append(anchor);
    }
  }, FOREIGN_HOST);
  expect(await linksLeavingSite(page)).toHaveLength(2);
  await page.evaluate(() => {
    for (const anchor of document.querySelectorAll("a.control")) anchor.remove();
  });

  for (const entry of TARGET_PAGES.filter((candidate) => !candidate.signedIn)) {
    await page.goto(withTarget(entry.path, "/discussions"));
    await checkTargets(page, entry, REDIRECT_CORPUS);
  }
  // These pages read no target at all: every seventh bypass shows that none reaches their links either.
  for (const path of OTHER_ENTRY_PAGES) {
    await page.goto(withTarget(path, "/discussions"));
    await expect(page.locator("main")).toBeVisible();
    for (const raw of REDIRECT_CORPUS.filter((_, i) => i % 7 === 0)) {
      expect(
        await linksLeavingSiteAt(page, withTarget(path, raw)),
        `${path} with ${JSON.stringify(raw)}`,
      ).toEqual([]);
    }
  }
  await signIn(page.request, "member");
  for (const entry of TARGET_PAGES.filter((candidate) => candidate.signedIn)) {
    await page.goto(withTarget(entry.path, "/discussions"));
    await checkTargets(page, entry, REDIRECT_CORPUS);
  }

  expect(reached).toEqual([]);
  expectNoExecution(executions);
});

test("issue 11 item 5: signing out, signing in and registering with a bypass as target stay on the site", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const executions: Execution[] = [];
  await installCounters(context, page, executions);
  const reached = await recordForeignRequests(context);
  const origin = new URL(baseURL ?? "").origin;
  // The audit's two links first (as it wrote them, encoded once), then other families of the corpus.
  const queries = [
    `%2F.%2F%2F${FOREIGN_HOST}`,
    encodeURIComponent(`/./\\${FOREIGN_HOST}`),
    encodeURIComponent(`/%2e//${FOREIGN_HOST}`),
    encodeURIComponent(`//${FOREIGN_HOST}`),
    encodeURIComponent(`/\t/${FOREIGN_HOST}`),
    encodeURIComponent("javascript:alert(document.domain)"),
  ];
  const landed = async (from: string) => {
    await page.waitForURL((url) => url.pathname !== from);
    await page.waitForLoadState();
    expect(new URL(page.url()).origin, page.url()).toBe(origin);
  };

  for (const query of queries) {
    await signIn(page.request, "member");
    await page.goto(`/entry/signout?target=${query}`);
    await page.locator("main").getByRole("button", { name: "Sign Out" }).click();
    await landed("/entry/signout");
  }
  for (const query of queries.slice(0, 3)) {
    await page.goto(`/entry/signin?target=${query}`);
    await page.getByLabel("Username or Email").fill("member");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.locator("main").getByRole("button", { name: "Sign In" }).click();
    await landed("/entry/signin");
    const signedOut = await page.request.delete("/api/v2/authenticate", { headers: WRITE });
    expect(signedOut.ok()).toBe(true);
  }
  const name = `redirect${Date.now().toString(36)}`;
  await page.goto(`/entry/register?target=${queries[0]}`);
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(`${name}@example.org`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Register" }).click();
  await landed("/entry/register");

  expect(reached).toEqual([]);
  expectNoExecution(executions);
});

test("issue 11 item 6: a feed reader showing the site's feed as HTML runs nothing", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const executions: Execution[] = [];
  await installCounters(context, page, executions);
  const audit = "see <img src=x onerror=alert(document.domain)//";

  // Positive control: the audit's feed (the body escaped once, as text) runs in this reader.
  const escapedOnce = `<rss><channel><item><title>a</title><description>${escapeXml(audit)}</description></item></channel></rss>`;
  expect(await showFeedAsReader(page, escapedOnce)).toBe(1);
  await expect.poll(() => executions.length).toBeGreaterThan(0);
  executions.length = 0;

  // A category only this test posts to: its feed holds exactly these bodies (30 items a feed).
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, "admin");
  const urlcode = "performance";
  const category = await apiGet<ListedCategory>(admin, `/categories/${urlcode}`);
  const stamp = Date.now().toString(36);
  const bodies = [
    ...["markdown", "text", "html"].flatMap((format) => [
      { body: audit, format },
      { body: "]]><img src=x onerror=__xss()>", format },
      { body: "]]></description><script>__xss()</script><description>", format },
    ]),
    ...XSS_CORPUS.filter((_, i) => i % 14 === 0).map((body) => ({ body, format: "markdown" })),
  ];
  expect(bodies.length).toBeLessThanOrEqual(30);
  let posted = 0;
  for (const [index, { body, format }] of bodies.entries()) {
    const created = await postContent(admin, "/discussions", {
      categoryID: category.categoryID,
      name: `Feed reader ${stamp} ${index}`,
      body,
      format,
    });
    if (created) posted += 1;
  }
  // Only payloads holding U+0000 are refused.
  expect(posted).toBeGreaterThanOrEqual(bodies.length - 2);
  const response = await admin.get(`/categories/${urlcode}/feed.rss`);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml.split(`<title>Feed reader ${stamp} `).length - 1).toBe(posted);
  expect(await showFeedAsReader(page, xml)).toBeGreaterThanOrEqual(posted);
  expect(executions, executions.map((e) => `${e.kind} at ${e.where}`).join("\n")).toEqual([]);
  await admin.dispose();
});
