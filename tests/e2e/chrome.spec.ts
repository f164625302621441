// The title bar's chrome in Chromium: the skip link first, the mega menu by keyboard
// (docs/reference/ui-behaviour.md#title-bar), the compact "Site Navigation" panel at 375 px (nested items, back
// button, focus kept inside, Escape), the language toggle (the demo has a French section), and the account box of a
// signed-in member with unread counts. The navigation with children is set up as an admin would: a category layout
// whose title bar lists it, applied to one category no other spec visits (Feature Requests).
import { expect, type Page } from "@playwright/test";
import {
  type AppliedCategoryLayout,
  apiGet,
  applyCategoryLayout,
  categoryPageTemplate,
  signIn,
  test,
} from "./support";

const CATEGORY_URLCODE = "feature-requests";
const CATEGORY_NAME = "Feature Requests";

const NAVIGATION = [
  { id: "posts", name: "Posts", url: "/discussions" },
  {
    id: "help",
    name: "Help",
    url: "/categories/help",
    children: [
      { id: "getting-started", name: "Getting Started", url: "/categories/getting-started" },
      { id: "troubleshooting", name: "Troubleshooting", url: "/categories/troubleshooting" },
    ],
  },
  { id: "categories", name: "Categories", url: "/categories" },
];

let applied: AppliedCategoryLayout | undefined;

test.beforeAll(async ({ baseURL }) => {
  const template = categoryPageTemplate();
  applied = await applyCategoryLayout(baseURL ?? "", CATEGORY_NAME, {
    name: "Mega menu title bar",
    layout: template.layout,
    titleBar: { ...template.titleBar, navigation: { alignment: "left", items: NAVIGATION } },
  });
});

test.afterAll(async () => {
  await applied?.remove();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

test("the skip link comes first and moves focus to the page's main content", async ({ page }) => {
  await page.goto(`/categories/${CATEGORY_URLCODE}`);
  await expect(page.getByRole("button", { name: "Help", exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("content");
});

test("the mega menu by keyboard: Enter opens and focuses the first child, arrows, Escape, Tab leaves", async ({
  page,
}) => {
  await page.goto(`/categories/${CATEGORY_URLCODE}`);
  const help = page.getByRole("banner").getByRole("button", { name: "Help", exact: true });
  await help.focus();
  // Focus alone shows the children.
  await expect(help).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Enter");
  await expect.poll(() => focusedText(page)).toBe("Help");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: "Getting Started" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: "Troubleshooting" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(help).toBeFocused();
  await expect(help).toHaveAttribute("aria-expanded", "false");
  // The panel goes after the hide delay.
  await expect(page.getByRole("link", { name: "Troubleshooting" })).toHaveCount(0);
  // Arrows move along the bar; Tab leaves an open menu for the next item.
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("banner").getByRole("link", { name: "Posts", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(help).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => focusedText(page)).toBe("Help");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("link", { name: "Categories", exact: true })).toBeFocused();
  await expect(help).toHaveAttribute("aria-expanded", "false");
  // Choosing a child navigates. The pointer moves in again if the panel closed under it: once, on a loaded machine,
  // the panel never showed after the hover (a late shift of the bar from under the pointer is the likely cause),
  // and a person would move the mouse again; a menu that never opens on hover still fails.
  await expect(async () => {
    await help.hover();
    await page.getByRole("link", { name: "Getting Started" }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/categories\/getting-started$/);
});

test("the language toggle lists the site sections", async ({ page }) => {
  await page.goto(`/categories/${CATEGORY_URLCODE}`);
  await page.getByRole("button", { name: /^Language:/ }).click();
  const french = page.getByRole("menuitem", { name: /Communauté francophone/ });
  await expect(french).toHaveAttribute("href", "/fr");
});

test("compact at 375 px: the Site Navigation panel with nested items, back, focus kept inside, Escape", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/categories/${CATEGORY_URLCODE}`);
  const menuButton = page.getByRole("button", { name: "Open site navigation" });
  await menuButton.click();
  const panel = page.getByRole("dialog", { name: "Site Navigation" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("button", { name: "Close" })).toBeFocused();
  // Tab around the whole panel: focus never leaves it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await panel.getByRole("button", { name: "Help", exact: true }).click();
  await expect(panel.getByRole("button", { name: "Back" })).toBeFocused();
  await expect(panel.getByRole("link", { name: "Troubleshooting" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("button", { name: "Help", exact: true })).toBeFocused();
  // The language links sit in the panel on compact screens.
  await expect(panel.getByRole("navigation", { name: "Language" }).getByRole("link")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test("a signed-in member's account box shows the unread counts", async ({ page }) => {
  await signIn(page.request, "member");
  const me = await apiGet<{ userID: number }>(page.request, "/users/me");
  // Someone writes to the member: an unread conversation.
  await applied?.send("post", "/conversations", {
    participantUserIDs: [me.userID],
    body: "Welcome aboard: the chrome test says hello.",
    format: "text",
  });
  const counts = await apiGet<{ countUnreadNotifications: number; countUnreadConversations: number }>(
    page.request,
    "/users/me-counts",
  );
  expect(counts.countUnreadConversations).toBeGreaterThan(0);
  const shown = (count: number) => (count > 99 ? "99+" : String(count));

  await page.goto("/discussions");
  const banner = page.getByRole("banner");
  const messages = banner.getByRole("button", {
    name: `Messages, ${shown(counts.countUnreadConversations)} unread`,
  });
  await expect(messages).toBeVisible();
  await expect(messages.locator("[data-unread-count]")).toHaveText(shown(counts.countUnreadConversations));
  const notifications = banner.getByRole("button", { name: /^Notifications/ });
  if (counts.countUnreadNotifications > 0) {
    await expect(notifications.locator("[data-unread-count]")).toHaveText(
      shown(counts.countUnreadNotifications),
    );
  }
  await messages.click();
  await expect(page.getByText("Welcome aboard: the chrome test says hello.").first()).toBeVisible();

  await banner.getByRole("button", { name: "My Account" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Sessions" })).toHaveAttribute(
    "href",
    "/profile/edit/sessions",
  );
  await expect(menu.getByRole("menuitem", { name: "Sign Out" })).toHaveAttribute(
    "href",
    "/entry/signout?target=%2Fdiscussions",
  );
  await expect(menu.getByRole("menuitem", { name: "Layouts" })).toHaveCount(0);
});
