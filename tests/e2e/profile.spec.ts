// A member opens a user card from the discussion list (docs/reference/ui-behaviour.md#user-card 'User card popup'),
// closes it with Escape, opens it again and follows Message to /messages/add/{name}; then follows View Profile to the
// profile page.
import { expect } from "@playwright/test";
import { apiGet, signIn, test } from "./support";

interface ListedAuthor {
  discussionID: number;
  name: string;
  insertUser?: { name: string; banned?: number };
}

test("a member opens a user card from a list and follows Message", async ({ page }) => {
  await signIn(page.request, "member");
  const listed = await apiGet<ListedAuthor[]>(page.request, "/discussions?limit=30&expand=insertUser");
  const author = listed.find((discussion) => discussion.insertUser && discussion.insertUser.name !== "member")
    ?.insertUser?.name;
  if (!author) throw new Error("the demo lists no discussion by another member");

  await page.goto("/discussions");
  const main = page.locator("main");
  // The name turns into the card's button once the viewer's permissions (profiles.view) are loaded.
  const trigger = main.getByRole("button", { name: author, exact: true }).first();
  await trigger.click({ timeout: 15_000 });
  const card = page.getByRole("dialog", { name: author });
  await expect(card).toBeVisible();
  await expect(card.getByText("Discussions", { exact: true })).toBeVisible();
  await expect(card.getByText("Joined", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: "Message" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/add/${encodeURIComponent(author)}$`));
  await expect(page.locator("main").getByText(author, { exact: true })).toBeVisible();
});

test("View Profile leads to the profile with its tabs", async ({ page }) => {
  await signIn(page.request, "member");
  await page.goto("/profile/moderator");
  const main = page.locator("main");
  // The first visit loads the profile chunk: allow for a slow machine.
  await expect(main.getByRole("heading", { level: 1, name: "moderator" })).toBeVisible({ timeout: 15_000 });
  const tabs = main.getByRole("navigation", { name: "Profile" });
  await tabs.getByRole("link", { name: /^Comments/ }).click();
  await expect(page).toHaveURL(/\/profile\/comments\/\d+\/moderator$/);
  await expect(main.getByRole("list", { name: "Comments by moderator" })).toBeVisible();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a member edits their title and uploads a photo", async ({ page }) => {
  await signIn(page.request, "yuki.sato");
  await page.goto("/profile/edit");
  const main = page.locator("main");
  const title = main.getByLabel("Title");
  await expect(title).toBeVisible({ timeout: 15_000 });
  await title.fill("Night owl");
  await main
    .getByLabel("Upload a new photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(main.getByRole("img", { name: "yuki.sato's photo" })).toHaveAttribute(
    "src",
    /^\/media\/[0-9a-f]{32}\.png$/,
  );
  await main.getByRole("button", { name: "Save", exact: true }).click();
  await expect(main.getByText("Your profile was saved.")).toBeVisible();

  await page.goto("/profile/yuki.sato");
  await expect(main.getByRole("heading", { level: 1, name: "yuki.sato" })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText("Night owl", { exact: true })).toBeVisible();
  await expect(main.locator("header img")).toHaveAttribute("src", /^\/media\//);
});
