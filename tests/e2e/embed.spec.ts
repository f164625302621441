// Embedded mode (docs/reference/ui-behaviour.md#embedded-mode) in Chromium: /embed-demo frames the forum; navigating
// inside the frame reaches the host as address and title messages, scrolling past 50 px as the scrolled state, a link
// leaving the site as external navigation. The framed forum also sends its page-view ticks
// (docs/reference/ui-behaviour.md#embedded-mode) on load and on each path change.
import { expect, type Page } from "@playwright/test";
import { apiGet, type ListedDiscussion, test } from "./support";

interface LoggedMessage {
  type: string;
  path?: string;
  title?: string;
  scrolled?: boolean;
  url?: string;
}

async function logged(page: Page): Promise<LoggedMessage[]> {
  const texts = await page
    .locator("#embed-log > li")
    .evaluateAll((items) => items.map((item) => (item.firstChild?.textContent ?? "").trim()));
  return texts.map((text) => JSON.parse(text) as LoggedMessage);
}

test("the host page hears address, title, scroll and external navigation from the framed forum", async ({
  page,
  request,
}) => {
  const [latest] = await apiGet<ListedDiscussion[]>(request, "/discussions?limit=1");
  if (!latest) throw new Error("The demo seed has no discussion.");
  const ticks: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/v2/tick") {
      ticks.push((sent.postDataJSON() as { path: string }).path);
    }
  });

  await page.goto("/embed-demo");
  await expect(page.locator("#embed-path")).toHaveText("/");
  await expect(page.locator("#embed-scrolled")).toHaveText("no");
  const firstTitle = (await page.locator("#embed-title").textContent()) ?? "";
  expect(firstTitle).not.toBe("–");

  // A client-side navigation inside the frame: the address and the new title reach the host.
  const forum = page.frameLocator("#forum");
  await forum.locator("main").getByRole("link", { name: latest.name, exact: true }).first().click();
  await expect(page.locator("#embed-path")).toHaveText(
    new RegExp(`^/discussion/${latest.discussionID}(/|$)`),
  );
  await expect(page.locator("#embed-title")).toHaveText(new RegExp(latest.name.slice(0, 20)));
  const messages = await logged(page);
  expect(messages.filter((m) => m.type === "location").map((m) => m.path)).toContain("/");
  expect(messages.filter((m) => m.type === "title").length).toBeGreaterThanOrEqual(2);

  // Scrolling the framed page past 50 px, then back to the top.
  const frame = page.frame({ url: /\/discussion\// });
  if (!frame) throw new Error("The forum frame is not on the discussion.");
  await frame.evaluate(() => {
    document.body.style.minHeight = "3000px";
    window.scrollTo(0, 400);
  });
  await expect(page.locator("#embed-scrolled")).toHaveText("yes");
  await frame.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator("#embed-scrolled")).toHaveText("no");

  // A link leaving the site: reported to the host, and the frame stays on the forum.
  await frame.evaluate(() => {
    const link = document.createElement("a");
    link.href = "https://external.example/guide";
    link.textContent = "External guide";
    link.id = "e2e-external";
    document.querySelector("main")?.prepend(link);
  });
  await forum.locator("#e2e-external").click();
  await expect(page.locator('#embed-log > li[data-type="navigateExternal"]')).toHaveCount(1);
  expect((await logged(page)).find((m) => m.type === "navigateExternal")?.url).toBe(
    "https://external.example/guide",
  );
  await expect(page.locator("#embed-path")).toHaveText(new RegExp(`^/discussion/${latest.discussionID}`));

  // Page views: one for the loaded home page, one for the client navigation.
  await expect.poll(() => ticks.length).toBeGreaterThanOrEqual(2);
  expect(ticks[0]).toBe("/");
  expect(ticks[1]).toMatch(new RegExp(`^/discussion/${latest.discussionID}`));
});

test("a page that is not framed loads no embed code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto("/");
  await expect(page.locator("main")).toBeVisible();
  const framed = await page.evaluate(() => window.self !== window.top);
  expect(framed).toBe(false);
  // The bridge is its own chunk, fetched only by framed pages.
  expect(scripts.some((script) => /\/embed-start-[^/]*\.js$/.test(script))).toBe(false);
});
