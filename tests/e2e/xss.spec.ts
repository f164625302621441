// Issue 6, done when: a corpus of at least 150 XSS payloads (tests/factories/xss-corpus.ts) in discussion titles,
// bodies (Markdown, text and HTML), comments and member fields renders inert. Every payload that ran would call the
// page's `__xss()` hook (exposed to every frame) or open a dialog; both are counted while Chromium opens every page
// that shows them: the post pages and their comment pages, discussion lists, search, profiles, notifications. The
// positive control first proves the counters see an execution.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { XSS_CORPUS } from "../factories/xss-corpus";
import { apiGet, flattenCategories, type ListedCategory, signIn } from "./support";

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

test("the XSS corpus renders inert in titles, bodies, comments, member fields, lists, search and notifications", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(600_000);
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(150);
  const executions: Execution[] = [];
  await installCounters(context, page, executions);

  // Positive control: a payload that does run is counted, in the page and in a frame, and so is a dialog.
  await page.setContent(
    `<img src="x" onerror="__xss()"><iframe srcdoc="<img src=x onerror=__xss()>"></iframe><button onclick="alert(1)">a</button>`,
  );
  await page.getByRole("button").click();
  await expect.poll(() => executions.length).toBe(3);
  expect(executions.map((e) => e.kind).sort()).toEqual(["dialog", "hook", "hook"]);
  executions.length = 0;

  const stamp = Date.now().toString(36);
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, "admin");
  const categories = flattenCategories(await apiGet<ListedCategory[]>(admin, "/categories?limit=100"));
  const general =
    categories.find((category) => (category as ListedCategory & { urlcode?: string }).urlcode === "general")
      ?.categoryID ?? 0;
  expect(general).toBeGreaterThan(0);

  // Member fields: names refuse markup outright; titles (shown on profiles and cards) take any text.
  const readerName = `xssreader${stamp}`;
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
  // Every payload as a comment in each format, a discussion per format.
  const threads: { format: string; discussion: Created; count: number }[] = [];
  for (const format of ["markdown", "text", "html"] as const) {
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
    threads.push({ format, discussion, count });
  }

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
  // Profiles (members see each other's) whose titles are payloads.
  for (const name of titled) await visit(page, `/profile/${name}`, name);
  // Post pages, as the signed-in reader: a sample of them (title as the heading and the page title, body as the
  // original post). Every body also renders through the same server renderer on the comment pages below, in each
  // format, and every title in the lists above, so the sample keeps the suite short without leaving a payload out.
  for (const { index, discussion } of discussions.filter((_, i) => i % 8 === 0)) {
    await visit(page, discussion.url, `${MARKER} ${stamp} ${index}`);
  }
  // The comment pages (30 top-level comments a page).
  for (const { discussion, count } of threads) {
    for (let p = 1; p <= Math.ceil(count / 30); p += 1) {
      await visit(
        page,
        p === 1 ? discussion.url : `${discussion.url}/p${p}`,
        new RegExp(`${MARKER} ${stamp} c\\d+`),
      );
    }
  }
  await page.waitForTimeout(500);

  expect(executions, executions.map((e) => `${e.kind} at ${e.where}`).join("\n")).toEqual([]);
  await admin.dispose();
});
