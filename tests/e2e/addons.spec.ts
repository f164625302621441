// Addons (docs/reference/addons.md): an administrator switches Q&A off in the dashboard, and questions go everywhere
// at once — the "Questions" links, the New Post menu's "Ask a Question", the question post page (404), the question
// widgets in the layout editor's catalogue and the API that creates questions. Switched on again, they come back.
import { expect } from "@playwright/test";
import { signIn, test, waitForHydrationOnNavigation } from "./support";

const JSON_HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  await signIn(context.request, "admin");
  await context.request.patch("/api/v2/addons/qna", { headers: JSON_HEADERS, data: { enabled: true } });
  await context.close();
});

test("switching Q&A off removes questions' routes, widgets and menu items", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signIn(page.request, "admin");
  const member = await browser.newContext();
  await signIn(member.request, "member");
  const memberPage = await member.newPage();
  waitForHydrationOnNavigation(memberPage);

  // Before: a member may ask a question from the home page, and Questions is a quick link.
  await memberPage.goto("/");
  await expect(memberPage.getByRole("link", { name: "Questions", exact: true }).first()).toBeAttached();
  await memberPage.getByRole("button", { name: "New Post" }).click();
  await expect(memberPage.getByRole("link", { name: "Ask a Question" })).toBeVisible();

  await page.goto("/dashboard/settings/addons");
  const qna = page.getByRole("switch", { name: "Q&A" });
  await expect(qna).toBeChecked();
  await qna.click();
  await expect(page.getByText("Q&A is switched off.")).toBeVisible();
  await expect(qna).not.toBeChecked();

  // After: no Questions link anywhere in the page, no question in the New Post menu.
  await memberPage.reload();
  await expect(memberPage.getByRole("link", { name: "Questions", exact: true })).toHaveCount(0);
  // One post type left: the menu becomes a plain New Discussion button.
  await expect(memberPage.getByRole("button", { name: "New Post" })).toHaveCount(0);
  await expect(memberPage.getByRole("link", { name: "New Discussion" })).toBeVisible();
  await expect(memberPage.getByRole("link", { name: "Ask a Question" })).toHaveCount(0);

  // Its page and its API answer 404; its widgets leave the editor's catalogue.
  expect((await memberPage.goto("/post/question"))?.status()).toBe(404);
  const ask = await member.request.post("/api/v2/discussions", {
    headers: JSON_HEADERS,
    data: { name: "Is this on?", body: "Asking.", format: "markdown", categoryID: 1, type: "question" },
  });
  expect(ask.status()).toBe(404);
  const catalog = await (
    await page.request.get("/api/v2/layouts/catalog?layoutViewType=home", { headers: JSON_HEADERS })
  ).json();
  expect(Object.keys(catalog.widgets)).not.toContain("react.discussion.questions");
  expect(Object.keys(catalog.widgets)).toContain("react.discussion.discussions");

  // Switched on again, questions come back.
  await qna.click();
  await expect(page.getByText("Q&A is switched on.")).toBeVisible();
  await memberPage.goto("/");
  await expect(memberPage.getByRole("link", { name: "Questions", exact: true }).first()).toBeAttached();
  await member.close();
});
