// Issue 18, done when (docs/reference/knowledge-base.md): a staff member writes an article in a help-center category,
// saves a draft, publishes it, edits it and restores the first revision; a guest finds it through /kb/search and the
// main search's Articles tab, rates it helpful and follows the guide's next link; a moderator converts an accepted
// answer into an article. Each test makes its own records; the help center and guide are the demo's.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiGet, flattenCategories, type ListedCategory, signIn, test } from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface KnowledgeCategory {
  knowledgeCategoryID: number;
  name: string;
}

interface Article {
  articleID: number;
  name: string;
  url: string;
  status: string;
  countHelpful: number;
}

async function send<T>(request: APIRequestContext, method: "post" | "patch", url: string, data: unknown) {
  const response = await request[method](`/api/v2${url}`, { headers: HEADERS, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The search results list of the search page, once it has settled. */
async function resultNames(page: Page): Promise<string[]> {
  const results = page.locator("main").getByRole("list", { name: "Search results" });
  await expect(results).toHaveAttribute("aria-busy", "false");
  // A heading ends with its record type's badge ("Article") on a line of its own.
  const headings = await results.getByRole("heading", { level: 2 }).allInnerTexts();
  return headings.map((heading) => heading.split("\n")[0]?.trim() ?? "");
}

test("a staff member writes, publishes, edits and restores an article a guest then finds and rates", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Exporting your bookmarks ${stamp}`;
  const word = `zephyrine${stamp}`;
  await signIn(page.request, "admin");
  const help = await apiGet<{ knowledgeBaseID: number }>(page.request, "/knowledge-bases/help");
  const categories = await apiGet<KnowledgeCategory[]>(
    page.request,
    `/knowledge-categories?knowledgeBaseID=${help.knowledgeBaseID}`,
  );
  const category = categories[0];
  if (!category) throw new Error("the demo help center has no category");

  // Write: a draft first.
  await page.goto(
    `/kb/articles/add?knowledgeBaseID=${help.knowledgeBaseID}&knowledgeCategoryID=${category.knowledgeCategoryID}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "New Article" })).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Category")).toHaveValue(String(category.knowledgeCategoryID));
  const body = page.getByRole("textbox", { name: "Body" });
  await body.fill(`Open **Bookmarks** and choose Export. The file lists every ${word} link.`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/kb\/articles\/\d+\/edit$/);
  const articleID = Number(/articles\/(\d+)\/edit/.exec(page.url())?.[1]);
  expect((await apiGet<Article>(page.request, `/articles/${articleID}`)).status).toBe("draft");

  // Publish, then edit the published article.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect
    .poll(async () => (await apiGet<Article>(page.request, `/articles/${articleID}`)).status)
    .toBe("published");
  await body.fill(`Open **Bookmarks**, choose Export, then Download. The file lists every ${word} link.`);
  await page.getByRole("button", { name: "Update" }).click();
  const source = async () =>
    (await apiGet<{ bodyRaw: string }>(page.request, `/articles/${articleID}?expand=source`)).bodyRaw;
  await expect.poll(source).toContain("then Download");

  // Restore the first revision (the draft's text) from the revisions page.
  await page.goto(`/kb/articles/${articleID}/revisions`);
  await page.getByRole("button", { name: "Restore revision", exact: false }).last().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Restore" }).click();
  await expect(dialog).toBeHidden();
  expect(await source()).toBe(`Open **Bookmarks** and choose Export. The file lists every ${word} link.`);

  // A guest finds it through /kb/search and through the main search's Articles tab.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/kb/search?query=${word}`);
  await expect.poll(() => resultNames(guest)).toEqual([title]);
  await guest.goto(`/search?query=${word}`);
  await guest.getByRole("tab", { name: /Articles/ }).click();
  await expect(guest).toHaveURL(/recordTypes=article/);
  expect(await resultNames(guest)).toEqual([title]);

  // …opens it and rates it helpful.
  await guest.locator("main").getByRole("link", { name: title }).click();
  await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const yes = guest.getByRole("button", { name: /^Yes/ });
  await yes.click();
  await expect(yes).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(async () => (await apiGet<Article>(guest.request, `/articles/${articleID}`)).countHelpful)
    .toBe(1);
  await guestContext.close();
});

test("a guest follows a guide's next link from its first article", async ({ page }) => {
  await page.goto("/kb/getting-started");
  const pager = page.getByRole("navigation", { name: "Guide" });
  const next = pager.getByRole("link", { name: /Next/ });
  const nextName = (await next.innerText()).replace(/^Next\s*/, "").trim();
  await next.click();
  await expect(page).toHaveURL(/\/kb\/articles\/\d+-/);
  await expect(page.getByRole("heading", { level: 1, name: nextName })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Guide" }).getByRole("link", { name: /Previous/ }),
  ).toBeVisible();
});

test("a moderator converts a question's accepted answer into an article", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const asker = await browser.newContext();
  await signIn(asker.request, "member");
  const categoryID = flattenCategories(
    await apiGet<ListedCategory[]>(asker.request, "/categories?maxDepth=5"),
  ).find((found) => found.name === "General Discussion")?.categoryID;
  const question = await send<{ discussionID: number; url: string }>(asker.request, "post", "/discussions", {
    name: `How do I move my drafts ${stamp}?`,
    body: "Where do drafts go when I switch devices?",
    format: "markdown",
    categoryID,
    type: "question",
  });
  const answerer = await browser.newContext();
  await signIn(answerer.request, "liam_obrien");
  const answerText = `Drafts live on the server ${stamp}: open Drafts from your account menu on any device.`;
  const answer = await send<{ commentID: number }>(answerer.request, "post", "/comments", {
    discussionID: question.discussionID,
    body: answerText,
    format: "markdown",
  });
  await send(asker.request, "patch", `/comments/${answer.commentID}/answer`, { status: "accepted" });
  await asker.close();
  await answerer.close();

  await signIn(page.request, "moderator");
  await page.goto(question.url);
  await page.getByRole("button", { name: "Discussion Options" }).click();
  await page.getByRole("menuitem", { name: "Convert to Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Convert to Article" });
  await dialog.getByLabel("Knowledge base").selectOption({ label: "Help Center" });
  await dialog.getByRole("radio", { name: /The accepted answer by liam_obrien/ }).check();
  await dialog.getByRole("radio", { name: "Publish now" }).check();
  await dialog.getByRole("button", { name: "Convert" }).click();
  await expect(page).toHaveURL(/\/kb\/articles\/\d+-/);
  await expect(
    page.getByRole("heading", { level: 1, name: `How do I move my drafts ${stamp}?` }),
  ).toBeVisible();
  await expect(page.locator("main")).toContainText(answerText);
  const linked = await apiGet<Article[]>(page.request, `/discussions/${question.discussionID}/articles`);
  expect(linked.map((article) => article.name)).toEqual([`How do I move my drafts ${stamp}?`]);
});
