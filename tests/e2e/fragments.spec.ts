// Custom fragments in Chromium (docs/reference/layout-documents.md#fragments-and-special-keys): the demo's Start Here
// page draws its "Read the guidelines" call to action with a custom fragment (an ES module and a stylesheet served by
// /api/v2/fragments/{uuid}/js|css), and a fragment that fails to load shows 'Error Loading Fragment' in its place
// while the rest of the page renders. The failures are made here, by intercepting the fragment's requests: the demo
// ships no broken fragment.
import { expect, type Page } from "@playwright/test";
import { test } from "./support";

const FRAGMENT_JS = "**/api/v2/fragments/*/js";

const callout = (page: Page) => page.locator("[data-fragment='guidelines-callout']");

test("Start Here renders the custom fragment with its stylesheet applied", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/start-here");
  await expect(callout(page)).toBeVisible();
  await expect(callout(page).getByRole("heading", { level: 2, name: "Read the guidelines" })).toBeVisible();
  await expect(callout(page)).toContainText("Five short rules that keep this a good place to ask and help.");
  const link = callout(page).getByRole("link", { name: /Community Guidelines/ });
  await expect(link).toHaveAttribute("href", "/community-guidelines");
  // The fragment's CSS is loaded (a <link> in the head) and styles the fragment's markup.
  await expect(page.locator("link[data-fragment-css]")).toHaveCount(1);
  const style = await callout(page).evaluate((element) => {
    const computed = getComputedStyle(element);
    const primary = document.createElement("span");
    primary.style.color = "var(--color-primary)";
    document.body.append(primary);
    const primaryColor = getComputedStyle(primary).color;
    primary.remove();
    return {
      width: computed.borderLeftWidth,
      lineStyle: computed.borderLeftStyle,
      color: computed.borderLeftColor,
      primaryColor,
    };
  });
  expect({ width: style.width, lineStyle: style.lineStyle }).toEqual({ width: "4px", lineStyle: "solid" });
  // The accent edge takes the theme's primary colour (a CSS variable the fragment's stylesheet uses).
  expect(style.primaryColor).toMatch(/^rgb/);
  expect(style.color).toBe(style.primaryColor);
  // The fragment replaced the built-in widget rather than adding to it.
  await expect(page.locator("[data-widget='cta']")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a fragment whose module fails to load shows 'Error Loading Fragment', the page renders on", async ({
  page,
}) => {
  await page.route(FRAGMENT_JS, (route) => route.fulfill({ status: 500, body: "Internal error" }));
  await page.goto("/start-here");
  await expect(page.getByRole("alert").filter({ hasText: "Error Loading Fragment" })).toBeVisible();
  await expect(callout(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Start Here" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meet a Moderator" })).toBeVisible();
});

test("a fragment module without a component shows 'Error Loading Fragment'", async ({ page }) => {
  await page.route(FRAGMENT_JS, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "export default 42;" }),
  );
  await page.goto("/start-here");
  await expect(page.getByRole("alert").filter({ hasText: "Error Loading Fragment" })).toBeVisible();
  await expect(callout(page)).toHaveCount(0);
});
