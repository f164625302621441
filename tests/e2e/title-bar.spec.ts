// Title bar positioning in Chromium (docs/reference/ui-behaviour.md#title-bar): with StickyTransparent the bar lies
// over the top of the page's banner with a transparent background, turns solid once the page has scrolled past the
// banner, and nothing on the page moves when it does. The layout is set up as an admin would: a category page layout
// whose titleBar says StickyTransparent, applied to one category (Off Topic, which no other spec visits).
import { expect, type Page } from "@playwright/test";
import { type AppliedCategoryLayout, applyCategoryLayout, categoryPageTemplate, test } from "./support";

const CATEGORY_URLCODE = "off-topic";
const CATEGORY_NAME = "Off Topic";
const TRANSPARENT = "rgba(0, 0, 0, 0)";

let applied: AppliedCategoryLayout | undefined;

test.beforeAll(async ({ baseURL }) => {
  const template = categoryPageTemplate();
  applied = await applyCategoryLayout(baseURL ?? "", CATEGORY_NAME, {
    name: "Transparent title bar",
    layout: template.layout,
    titleBar: { ...template.titleBar, positioning: "StickyTransparent" },
  });
});

test.afterAll(async () => {
  await applied?.remove();
});

const background = (page: Page) =>
  page.locator("header[data-positioning]").evaluate((header) => getComputedStyle(header).backgroundColor);

for (const { name, viewport, barHeight } of [
  { name: "desktop", viewport: { width: 1280, height: 800 }, barHeight: 48 },
  { name: "mobile", viewport: { width: 375, height: 812 }, barHeight: 44 },
]) {
  test(`StickyTransparent (${name}): transparent over the banner, solid after scrolling past it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/categories/${CATEGORY_URLCODE}`);
    const header = page.locator("header[data-positioning]");
    const banner = page.locator("main [data-widget='banner']").first();
    await expect(header).toHaveAttribute("data-positioning", "StickyTransparent");
    await expect(banner.getByRole("heading", { level: 1, name: CATEGORY_NAME })).toBeVisible();

    // At the top: the bar and the banner both start at the page's top edge; the bar shows the banner through.
    await expect(header).toHaveAttribute("data-transparent", "true");
    await expect.poll(() => background(page)).toBe(TRANSPARENT);
    const bannerTop = await banner.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
    expect(bannerTop).toBe(0);
    expect((await header.boundingBox())?.height).toBe(barHeight);
    // The banner's title is not hidden under the bar.
    const titleBox = await banner.getByRole("heading", { level: 1 }).boundingBox();
    expect(titleBox?.y ?? 0).toBeGreaterThanOrEqual(barHeight);

    // Past the banner: the bar is still at the top of the viewport, now solid.
    const bannerHeight = (await banner.boundingBox())?.height ?? 0;
    await page.evaluate((y) => window.scrollTo(0, y), bannerHeight + 200);
    await expect(header).toHaveAttribute("data-transparent", "false");
    await expect.poll(() => background(page)).not.toBe(TRANSPARENT);
    expect((await header.boundingBox())?.y).toBe(0);
    // No layout shift: the banner sits where it sat.
    expect(await banner.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(0);

    // Back at the top: transparent again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-transparent", "true");
    await expect.poll(() => background(page)).toBe(TRANSPARENT);
  });
}

test("the default StickySolid bar sits above the banner, solid", async ({ page }) => {
  await page.goto("/discussions");
  const header = page.locator("header[data-positioning]");
  await expect(header).toHaveAttribute("data-positioning", "StickySolid");
  await expect(header).toHaveAttribute("data-transparent", "false");
  expect(await background(page)).not.toBe(TRANSPARENT);
  const bannerTop = await page
    .locator("main [data-widget='banner']")
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(bannerTop).toBe(48);
});

test("the seeded Start Here page shows the transparent bar over its content banner", async ({ page }) => {
  await page.goto("/start-here");
  const header = page.locator("header[data-positioning]");
  const banner = page.locator("main [data-widget='content-banner']").first();
  await expect(banner.getByRole("heading", { level: 1, name: "Start Here" })).toBeVisible();
  await expect(header).toHaveAttribute("data-positioning", "StickyTransparent");
  await expect(header).toHaveAttribute("data-transparent", "true");
  await expect.poll(() => background(page)).toBe(TRANSPARENT);
  expect(await banner.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)).toBe(0);
  // A single <h1>: the banner's.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
});
