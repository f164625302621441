// A guest on the home page: the banner, the seeded discussions, the page title, and per-device widgets.
import { expect } from "@playwright/test";
import { apiGet, homeDeviceNodes, type ListedDiscussion, test } from "./support";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a guest sees the banner with the site name and the latest seeded discussions", async ({
  page,
  request,
}) => {
  const latest = await apiGet<ListedDiscussion[]>(request, "/discussions?limit=10");
  expect(latest.length).toBeGreaterThan(0);
  await page.goto("/");
  const bannerTitle = page.getByRole("heading", { level: 1 });
  await expect(bannerTitle).toBeVisible();
  const siteName = (await bannerTitle.textContent())?.trim() ?? "";
  expect(siteName).not.toBe("");
  await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(siteName)}$`));
  const main = page.locator("main");
  for (const discussion of latest) {
    await expect(main.getByRole("link", { name: discussion.name, exact: true }).first()).toBeVisible();
  }
});

const deviceNodes = homeDeviceNodes();
const desktopOnly = deviceNodes.filter((node) => node.device === "desktop");
const mobileOnly = deviceNodes.filter((node) => node.device === "mobile");

test.describe("per-device widgets of the home layout", () => {
  test("the layout has a desktop-only and a mobile-only widget to check", () => {
    expect(desktopOnly.length, "layouts/home.json: no titled desktop-only node").toBeGreaterThan(0);
    expect(mobileOnly.length, "layouts/home.json: no titled mobile-only node").toBeGreaterThan(0);
  });

  for (const [width, shown, hidden] of [
    [1280, desktopOnly, mobileOnly],
    [375, mobileOnly, desktopOnly],
  ] as const) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
      for (const node of shown) {
        await expect(page.getByRole("heading", { name: node.title, exact: true })).toBeVisible();
      }
      for (const node of hidden) {
        await expect(page.getByRole("heading", { name: node.title, exact: true })).toHaveCount(0);
      }
    });
  }
});
