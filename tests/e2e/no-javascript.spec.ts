// The demo's public pages read without JavaScript (server rendering, src/client/entry-server.tsx): a browser with
// scripts off finds each page's content and real links (<a href>) to the next page, and a guest's HTML holds a
// discussion's text itself, not only inside the inlined JSON.
import { type Browser, expect, type Page } from "@playwright/test";
import { apiGet, homeDeviceNodes, type ListedDiscussion, test } from "./support";

interface ListedComment {
  commentID: number;
  body: string;
}

async function withoutJavaScript(
  browser: Browser,
  check: (page: Page) => Promise<void>,
  viewport = { width: 1280, height: 800 },
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  try {
    await check(await context.newPage());
  } finally {
    await context.close();
  }
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  nbsp: " ",
};

/** What a reader sees of some HTML: tags dropped, the common entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x27|#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** The first words of a body's text: enough to find it on the page. */
function snippet(html: string): string {
  return textOf(html).split(" ").slice(0, 5).join(" ");
}

test("the home page shows discussions with links", async ({ browser }) => {
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/");
    await expect(page.locator("main a[href^='/discussion/']").first()).toBeVisible();
    await expect(page.locator("header a[href='/discussions']").first()).toBeVisible();
  });
});

test("the discussion list shows its discussions and links to page 2", async ({ browser, request }) => {
  const [first] = await apiGet<ListedDiscussion[]>(request, "/discussions?limit=1");
  if (!first) throw new Error("the demo has no discussions");
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/discussions");
    await expect(page.locator("main").getByRole("link", { name: first.name }).first()).toBeVisible();
    await expect(page.locator("main a[href='/discussions?page=2']").first()).toBeVisible();
  });
});

test("page 2 of the list shows the discussions of page 2", async ({ browser, request }) => {
  const [second] = await apiGet<ListedDiscussion[]>(request, "/discussions?limit=30&page=2");
  if (!second) throw new Error("the demo has no second page of discussions");
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/discussions?page=2");
    await expect(page.locator("main").getByRole("link", { name: second.name }).first()).toBeVisible();
  });
});

test("the categories page and a category show their links", async ({ browser, request }) => {
  const [inGeneral] = await apiGet<ListedDiscussion[]>(request, "/discussions?categoryID=3&limit=1");
  if (!inGeneral) throw new Error("the demo's General Discussion is empty");
  await withoutJavaScript(browser, async (page) => {
    await page.goto("/categories");
    await expect(page.locator("main a[href='/categories/general']").first()).toBeVisible();
    await page.locator("main a[href='/categories/general']").first().click();
    await expect(page).toHaveURL(/\/categories\/general$/);
    await expect(page.locator("main").getByRole("link", { name: inGeneral.name }).first()).toBeVisible();
  });
});

test("a discussion shows its text, its comments and links to its next page", async ({ browser, request }) => {
  const discussionID = 18; // the demo's longest thread: more than one page of comments
  const discussion = await apiGet<ListedDiscussion & { body: string }>(
    request,
    `/discussions/${discussionID}?expand=body`,
  );
  const [comment] = await apiGet<ListedComment[]>(request, `/comments?discussionID=${discussionID}&limit=1`);
  if (!comment) throw new Error("the demo's discussion has no comments");
  await withoutJavaScript(browser, async (page) => {
    await page.goto(`/discussion/${discussionID}`);
    await expect(page.getByRole("heading", { level: 1, name: discussion.name })).toBeVisible();
    await expect(page.locator("main").getByText(snippet(comment.body)).first()).toBeVisible();
    await expect(
      page.locator(`main a[href$='/discussion/${discussionID}/is-there-a-limit-on-file-uploads/p2']`).first(),
    ).toBeVisible();
  });
});

test("a guest's HTML holds the discussion's text, not only its JSON", async ({ request }) => {
  const discussion = await apiGet<ListedDiscussion & { body: string }>(
    request,
    "/discussions/18?expand=body",
  );
  const response = await request.get("/discussion/18");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const text = textOf(html.replace(/<script\b[\s\S]*?<\/script>/g, ""));
  expect(text).toContain(discussion.name);
  expect(text).toContain(snippet(discussion.body));
});

// The server cannot see the viewport: nodes for some devices are hidden by CSS on the breakpoints of
// src/layout/device.ts, so the page is right before (or without) the client's own device check. 800 px is mobile.
for (const [width, device] of [
  [375, "mobile"],
  [800, "mobile"],
  [1280, "desktop"],
] as const) {
  test(`per-device widgets of the home page show by CSS alone at ${width} px`, async ({ browser }) => {
    const nodes = homeDeviceNodes().filter((node) => node.device === "mobile" || node.device === "desktop");
    expect(nodes.length).toBeGreaterThan(1);
    await withoutJavaScript(
      browser,
      async (page) => {
        await page.goto("/");
        for (const node of nodes) {
          const heading = page.getByRole("heading", { name: node.title, exact: true });
          if (node.device === device) await expect(heading, node.title).toBeVisible();
          else await expect(heading, node.title).toBeHidden();
        }
      },
      { width, height: 900 },
    );
  });
}
