// The Custom HTML widget keeps scripts inert: markup from a layout never runs code on the page.
import { expect, test } from "@playwright/test";
import { scriptedHtmlNodes } from "./support";

const scripted = scriptedHtmlNodes();

test("scripts in a layout's Custom HTML widget never run", async ({ page }) => {
  test.skip(scripted.length === 0, "No default layout has a Custom HTML widget with a script.");
  const ran: string[] = [];
  page.on("console", (message) => ran.push(message.text()));
  for (const node of scripted) {
    await page.goto(node.layout === "home.json" ? "/" : "/discussions");
    await expect(page.locator("main")).toBeVisible();
    // The layout's scripts would write or log "SCRIPT RAN" (the schema example's convention), in the page or in
    // the widget's frame.
    for (const frame of page.frames()) {
      expect(await frame.evaluate(() => document.body?.innerText ?? "")).not.toContain("SCRIPT RAN");
    }
  }
  expect(ran.filter((text) => text.includes("SCRIPT RAN"))).toEqual([]);
});
