// Keyboard users: the first Tab reaches the skip link, which moves focus to the page content.
import { expect } from "@playwright/test";
import { test } from "./support";

test("Tab reaches the skip link first and it moves focus to the content", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("main")).toBeVisible();
  // Lazy chrome (the title bar holds the skip link) must be in before the first key press.
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Tab");
  const skipLink = page.locator(":focus");
  await expect(skipLink).toHaveText(/skip|jump/i);
  const target = (await skipLink.getAttribute("href")) ?? "";
  expect(target).toMatch(/^#./);
  await expect(skipLink).toBeVisible();
  await page.keyboard.press("Enter");
  const focusedID = await page.evaluate(() => document.activeElement?.id ?? "");
  expect(`#${focusedID}`).toBe(target);
  const focusedInMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
  expect(focusedInMain).toBe(true);
});
