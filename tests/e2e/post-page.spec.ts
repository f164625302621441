// The post page: the comment thread pages through /p{N}, a comment's permalink lands on its page and highlights it,
// the sort switcher reorders, and a question's author accepts an answer. Each test makes its own discussion
// through the API (as the moderator, whom flood control leaves alone).
import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { apiGet, flattenCategories, type ListedCategory, signIn, test } from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface Created {
  discussionID: number;
  url: string;
}

async function as(user: string, baseURL: string | undefined): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await signIn(context, user);
  return context;
}

async function categoryID(api: APIRequestContext, name: string): Promise<number> {
  const all = flattenCategories(await apiGet<ListedCategory[]>(api, "/categories?maxDepth=5"));
  const found = all.find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.categoryID;
}

async function post<T>(api: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await api.post(`/api/v2${url}`, { headers: HEADERS, data });
  if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function discussionWithComments(api: APIRequestContext, title: string, count: number) {
  const discussion = await post<Created>(api, "/discussions", {
    name: title,
    body: `${title}: what do you all think?`,
    format: "markdown",
    categoryID: await categoryID(api, "General Discussion"),
  });
  const comments: { commentID: number }[] = [];
  for (let i = 1; i <= count; i++) {
    comments.push(
      await post(api, "/comments", {
        discussionID: discussion.discussionID,
        body: `Top-level comment number ${i} of ${title}`,
        format: "markdown",
      }),
    );
  }
  return { discussion, comments };
}

test.describe("the comment thread", () => {
  let moderator: APIRequestContext;
  let thread: Awaited<ReturnType<typeof discussionWithComments>>;
  let deepReplyID: number;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(90_000);
    moderator = await as("moderator", baseURL);
    thread = await discussionWithComments(moderator, `Thread paging ${Date.now()}`, 33);
    // A reply to the 32nd comment, which the default 30 a page puts on page 2.
    const parent = thread.comments[31]?.commentID ?? 0;
    const reply = await post<{ commentID: number }>(moderator, "/comments", {
      discussionID: thread.discussion.discussionID,
      parentCommentID: parent,
      body: "A reply deep in page two",
      format: "markdown",
    });
    deepReplyID = reply.commentID;
  });
  test.afterAll(async () => moderator.dispose());

  test("pages through /p{N} with the pager", async ({ page }) => {
    await page.goto(thread.discussion.url);
    const comments = page.getByRole("region", { name: "Comments" });
    await expect(comments.getByText("Top-level comment number 30 of")).toBeVisible();
    await expect(comments.getByText("Top-level comment number 31 of")).toHaveCount(0);
    await comments.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "2" }).click();
    await expect(page).toHaveURL(new RegExp(`/discussion/${thread.discussion.discussionID}/[^/]+/p2$`));
    await expect(comments.getByText("Top-level comment number 31 of")).toBeVisible();
    await expect(comments.getByText("Top-level comment number 1 of", { exact: false }).first()).toHaveCount(
      0,
    );
  });

  test("a permalink lands on the comment's page, scrolls to it and highlights it", async ({ page }) => {
    await page.goto(`/discussion/comment/${deepReplyID}`);
    const target = page.locator(`#Comment_${deepReplyID}`);
    await expect(target).toBeVisible();
    await expect(target).toHaveAttribute("data-highlighted", "true");
    await expect(target).toBeInViewport();
    await expect(target).toBeFocused();
    await expect(page.getByText("Top-level comment number 32 of")).toBeVisible();
  });

  test("the sort switcher reorders the thread", async ({ page }) => {
    await page.goto(thread.discussion.url);
    const comments = page.getByRole("region", { name: "Comments" });
    const sorts = comments.getByRole("navigation", { name: "Sort comments" });
    await expect(sorts.getByRole("link", { name: "Oldest" })).toHaveAttribute("aria-current", "true");
    await sorts.getByRole("link", { name: "Newest" }).click();
    await expect(page).toHaveURL(/\?sort=-dateInserted$/);
    await expect(sorts.getByRole("link", { name: "Newest" })).toHaveAttribute("aria-current", "true");
    const first = comments.locator("article").first();
    await expect(first).toContainText("Top-level comment number 33 of");
  });
});

test("a question's author accepts an answer", async ({ page, baseURL }) => {
  const moderator = await as("moderator", baseURL);
  try {
    await signIn(page.request, "member");
    const question = await post<Created>(page.request, "/discussions", {
      name: `How do I rotate the API key? ${Date.now()}`,
      body: "The settings page has no button for it.",
      format: "markdown",
      type: "question",
      categoryID: await categoryID(page.request, "Getting Started"),
    });
    const answer = await post<{ commentID: number }>(moderator, "/comments", {
      discussionID: question.discussionID,
      body: "Open Settings › Security and choose Rotate.",
      format: "markdown",
    });
    await page.goto(question.url);
    const item = page.locator(`#Comment_${answer.commentID}`);
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: "Accept" }).click();
    await expect(item.getByText("Accepted answer")).toBeVisible();
    await page.getByRole("tab", { name: "Accepted Answers" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Open Settings › Security");
    // The server agrees: the answer is accepted and the question's status is 3 (accepted).
    await page.reload();
    await expect(page.getByRole("list", { name: "Status" })).toContainText("Accepted Answer");
  } finally {
    await moderator.dispose();
  }
});
