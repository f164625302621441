// Issue 6, done when: a member reacts, votes and bookmarks with optimistic UI. Each change shows while the API
// call is held (page.route), is confirmed by the server once it answers, and a refused call puts the old state
// back with a toast. Then the report flow: a member reports the discussion, a moderator sees the reports tag and
// handles the report in the queue. The spec makes its own discussion.
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import {
  apiGet,
  flattenCategories,
  type ListedCategory,
  signIn,
  test,
  waitForHydrationOnNavigation,
} from "./support";

const WRITE = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface CreatedDiscussion {
  discussionID: number;
  url: string;
}

interface ReadDiscussion {
  score: number;
  bookmarked?: boolean;
  reactions?: { urlcode: string; count: number; hasReacted: boolean }[];
}

async function startDiscussion(author: APIRequestContext, name: string): Promise<CreatedDiscussion> {
  const categories = flattenCategories(await apiGet<ListedCategory[]>(author, "/categories?maxDepth=5"));
  const general = categories.find((category) => category.name === "General Discussion");
  if (!general) throw new Error("no General Discussion category");
  const response = await author.post("/api/v2/discussions", {
    headers: WRITE,
    data: {
      name,
      body: "What do you think of the new release?",
      format: "markdown",
      categoryID: general.categoryID,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedDiscussion;
}

/** Holds the next matching API call until release() (the page shows its optimistic state meanwhile). */
async function holdNext(page: Page, pattern: string, method: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    seen = resolve;
  });
  let used = false;
  await page.route(pattern, async (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    seen();
    await released;
    await route.continue();
  });
  return { arrived, release: () => release() };
}

/** Refuses the next matching API call with a 500. */
async function failNext(page: Page, pattern: string, method: string, description: string) {
  let used = false;
  await page.route(pattern, async (route) => {
    if (used || route.request().method() !== method) return route.fallback();
    used = true;
    await route.fulfill({
      status: 500,
      json: { message: "Something went wrong.", description, status: 500 },
    });
  });
}

test("a member reacts, votes and bookmarks with optimistic UI", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const author = await playwrightRequest.newContext({ baseURL });
  await signIn(author, "moderator");
  const discussion = await startDiscussion(author, `Engagement check ${Date.now().toString(36)}`);
  const id = discussion.discussionID;
  const reply = await author.post("/api/v2/comments", {
    headers: WRITE,
    data: { discussionID: id, body: "Upgraded this morning, no trouble.", format: "markdown" },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const read = () => apiGet<ReadDiscussion>(page.request, `/discussions/${id}?expand=reactions`);

  await signIn(page.request, "member");
  await page.goto(discussion.url);
  const bar = page.getByRole("group", { name: "Discussion reactions" });
  const points = bar.getByTestId("points");
  const voteUp = bar.getByRole("button", { name: "Vote Up" });
  const voteDown = bar.getByRole("button", { name: "Vote Down" });
  await expect(points).toHaveText("0 point");

  // Vote up: shown at once while the server has not answered, stored once it does.
  const reactionsPath = `**/api/v2/discussions/${id}/reactions`;
  let held = await holdNext(page, reactionsPath, "POST");
  await voteUp.click();
  await held.arrived;
  await expect(points).toHaveText("1 points");
  await expect(voteUp).toHaveAttribute("aria-pressed", "true");
  expect((await read()).score).toBe(0);
  held.release();
  await expect(voteUp).not.toHaveAttribute("aria-busy", "true");
  await expect.poll(async () => (await read()).score).toBe(1);

  // The other direction switches the vote.
  await voteDown.click();
  await expect(points).toHaveText("-1 points");
  await expect(voteUp).toHaveAttribute("aria-pressed", "false");
  await expect(voteDown).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await read()).score).toBe(-1);

  // A refused vote reverts, with a toast that stays until dismissed.
  await failNext(page, reactionsPath, "POST", "The vote could not be saved.");
  await voteDown.click();
  await expect(page.getByText("The vote could not be saved.")).toBeVisible();
  await expect(points).toHaveText("-1 points");
  await expect(voteDown).toHaveAttribute("aria-pressed", "true");
  expect((await read()).score).toBe(-1);

  // A reaction replaces the vote (one reaction per member): its count rises at once.
  const like = bar.getByRole("button", { name: /^Like \d+$/ });
  await expect(like).toHaveAccessibleName("Like 0");
  held = await holdNext(page, reactionsPath, "POST");
  await like.click();
  await held.arrived;
  await expect(like).toHaveAccessibleName("Like 1");
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(points).toHaveText("1 points");
  held.release();
  await expect
    .poll(async () => (await read()).reactions?.find((reaction) => reaction.urlcode === "Like"))
    .toMatchObject({ count: 1, hasReacted: true });
  await expect(voteDown).toHaveAttribute("aria-pressed", "false");

  // Bookmark: pressed and 'bookmarking' while held, 'bookmarked' once stored.
  const bookmark = bar.getByRole("button", { name: "Bookmark" });
  await expect(bookmark).toHaveAttribute("data-state", "normal");
  const bookmarkPath = `**/api/v2/discussions/${id}/bookmark`;
  held = await holdNext(page, bookmarkPath, "PUT");
  await bookmark.click();
  await held.arrived;
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  await expect(bookmark).toHaveAttribute("data-state", "bookmarking");
  held.release();
  await expect(bookmark).toHaveAttribute("data-state", "bookmarked");
  expect((await read()).bookmarked).toBe(true);

  // A refused unbookmark goes back to bookmarked with the toast of docs/reference/ui-behaviour.md#optimistic-updates.
  await failNext(page, bookmarkPath, "PUT", "Nope.");
  await bookmark.click();
  await expect(page.getByText("There was a problem bookmarking this discussion.")).toBeVisible();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  await expect(bookmark).toHaveAttribute("data-state", "bookmarked");

  // A comment has a bar of its own: its reaction goes to the comment, not the discussion.
  const commentBar = page.getByRole("group", { name: "Comment reactions" });
  const commentLike = commentBar.getByRole("button", { name: /^Like \d+$/ });
  await commentLike.click();
  await expect(commentLike).toHaveAccessibleName("Like 1");
  await expect(commentBar.getByTestId("points")).toHaveText("1 points");
  await expect(points).toHaveText("1 points");

  // Everything held across a reload, and the bookmark is in the member's list.
  await page.reload();
  await expect(points).toHaveText("1 points");
  await expect(bar.getByRole("button", { name: /^Like \d+$/ })).toHaveAttribute("aria-pressed", "true");
  await expect(bar.getByRole("button", { name: "Bookmark" })).toHaveAttribute("aria-pressed", "true");
  const bookmarks = await apiGet<{ discussionID: number }[]>(page.request, "/discussions?bookmarked=true");
  expect(bookmarks.map((item) => item.discussionID)).toContain(id);
  await author.dispose();
});

test("a member reports a discussion and a moderator resolves it from the queue", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const author = await playwrightRequest.newContext({ baseURL });
  await signIn(author, "admin");
  const discussion = await startDiscussion(author, `Report check ${Date.now().toString(36)}`);
  await author.dispose();

  await signIn(page.request, "member");
  await page.goto(discussion.url);
  const bar = page.getByRole("group", { name: "Discussion reactions" });
  await bar.getByRole("button", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report this discussion" });
  await dialog.getByRole("radio", { name: /Spam/ }).check();
  await dialog.getByLabel("Note to the moderators (optional)").fill("Advertising.");
  await dialog.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByText("Thanks. Your report has been sent to the moderators.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  waitForHydrationOnNavigation(moderator);
  await signIn(moderator.request, "moderator");
  await moderator.goto(discussion.url);
  const tag = moderator.getByRole("link", { name: /1 Report/ });
  await expect(tag).toHaveAttribute("target", "_blank");
  const href = await tag.getAttribute("href");
  expect(href).toBe(
    `/dashboard/content/reports?statuses=none&recordType=discussion&recordID=${discussion.discussionID}`,
  );
  await moderator.goto(href ?? "/");
  const card = moderator.getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Advertising.");
  await card.getByRole("button", { name: /^Resolve report/ }).click();
  await expect(moderator.getByText("Report resolved.")).toBeVisible();
  await expect(moderator.getByText("No reports to show.")).toBeVisible();
  await moderatorContext.close();
});
