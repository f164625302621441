// The site's RSS feed and the Start Here page's RSS widget reading it in Chromium: the feed is RSS 2.0 of the
// newest discussions; the widget lists the same discussions, linking inside the site.
import { expect } from "@playwright/test";
import { test } from "./support";

test("the site feed is RSS and Start Here lists its newest items", async ({ page, request }) => {
  const response = await request.get("/discussions/feed.rss");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  const firstLink = /<item><title>[^<]*<\/title><link>([^<]+)<\/link>/.exec(xml)?.[1];
  expect(firstLink).toBeTruthy();

  await page.goto("/start-here");
  const widget = page.locator("[data-widget='rss']");
  await expect(page.getByRole("heading", { name: "Latest from the community feed" })).toBeVisible();
  const links = widget.getByRole("link");
  await expect(links).toHaveCount(5);
  // Same-origin items link inside the site (no new tab), to the feed's newest discussion first.
  await expect(links.first()).toHaveAttribute("href", new URL(firstLink ?? "").pathname);
  await expect(links.first()).not.toHaveAttribute("target", "_blank");
});
