// The discussion options menu beside the original post (docs/reference/ui-behaviour.md#discussion-options,
// docs/reference/permissions.md#category-permissions, docs/reference/errors.md#discussions-and-moderation), in
// Chromium against the real server: a moderator announces, closes, moves and deletes a discussion (landing on its new
// category), and a member mutes their own. Each test makes its own discussion through the API.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { apiGet, flattenCategories, type ListedCategory, signIn, test } from "./support";

const HEADERS = { "X-Requested-With": "XMLHttpRequest", Accept: "application/json" };

interface CreatedDiscussion {
  discussionID: number;
  url: string;
  categoryID: number;
  pinned: boolean;
  pinLocation: string;
  closed: boolean;
}

async function categoryID(request: APIRequestContext, name: string): Promise<number> {
  const tree = await apiGet<ListedCategory[]>(request, "/categories?maxDepth=5");
  const found = flattenCategories(tree).find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.categoryID;
}

async function startDiscussion(request: APIRequestContext, name: string): Promise<CreatedDiscussion> {
  const response = await request.post("/api/v2/discussions", {
    headers: HEADERS,
    data: {
      name,
      body: `${name}: the body.`,
      format: "markdown",
      categoryID: await categoryID(request, "General Discussion"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedDiscussion;
}

async function openOptions(page: Page) {
  await page.getByRole("button", { name: "Discussion Options" }).click();
  return page.getByRole("menu");
}

test("a moderator announces, closes, moves and deletes a discussion", async ({ page, request }) => {
  await signIn(request, "member");
  const name = `Options e2e ${Date.now()}`;
  const created = await startDiscussion(request, name);
  const current = () => apiGet<CreatedDiscussion>(page.request, `/discussions/${created.discussionID}`);
  await signIn(page.request, "moderator");
  await page.goto(created.url);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // Announce everywhere, by keyboard from the menu button.
  const button = page.getByRole("button", { name: "Discussion Options" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Announce" })).toBeFocused();
  await page.keyboard.press("Enter");
  const announce = page.getByRole("dialog", { name: "Announce" });
  await announce.getByLabel(/Announce everywhere/).check();
  await announce.getByRole("button", { name: "Save" }).click();
  await expect(announce).toBeHidden();
  await expect.poll(async () => (await current()).pinLocation).toBe("recent");
  expect((await current()).pinned).toBe(true);

  // Close, then the menu offers Reopen.
  await (await openOptions(page)).getByRole("menuitem", { name: "Close" }).click();
  await expect.poll(async () => (await current()).closed).toBe(true);
  await expect((await openOptions(page)).getByRole("menuitem", { name: "Reopen" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Move to Off Topic.
  const offTopic = await categoryID(page.request, "Off Topic");
  await (await openOptions(page)).getByRole("menuitem", { name: "Move" }).click();
  const move = page.getByRole("dialog", { name: "Move Discussion" });
  await move.getByLabel("Category").selectOption({ label: "Off Topic" });
  await move.getByRole("button", { name: "Move" }).click();
  await expect(move).toBeHidden();
  await expect.poll(async () => (await current()).categoryID).toBe(offTopic);

  // Delete: asked first, then on the (new) category's page.
  await (await openOptions(page)).getByRole("menuitem", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Discussion" });
  await expect(confirm).toContainText("Are you sure you want to delete this discussion?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/categories\/off-topic$/);
  const gone = await page.request.get(`/api/v2/discussions/${created.discussionID}`, { headers: HEADERS });
  expect(gone.status()).toBe(404);
});

test("a member mutes their discussion and sees the toast", async ({ page }) => {
  await signIn(page.request, "member");
  const created = await startDiscussion(page.request, `Mute e2e ${Date.now()}`);
  await page.goto(created.url);
  const menu = await openOptions(page);
  await expect(menu.getByRole("menuitem", { name: "Announce" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Mute" }).click();
  await expect(page.getByText("Discussion has been muted.")).toBeVisible();
  await expect((await openOptions(page)).getByRole("menuitem", { name: "Unmute" })).toBeVisible();
});
