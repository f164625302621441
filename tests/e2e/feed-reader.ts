// Issue 11 item 6 in Chromium: a feed reader at its most trusting. The feed's XML is parsed by Chromium's XML parser
// and each item's description is shown as HTML twice: in the reader's own page (innerHTML) and in a frame of its
// own (srcdoc, where even script elements run). Anything that runs calls __xss() or opens a dialog, which the XSS
// spec counts. The reader is a blank page, not one of the site's, so no policy of the site's pages hides a payload.
import type { Page } from "@playwright/test";

/** Shows every item description of the feed as HTML; returns how many it showed. */
export async function showFeedAsReader(page: Page, xml: string): Promise<number> {
  await page.setContent("<!doctype html><html><head><title>Feed reader</title></head><body></body></html>");
  const shown = await page.evaluate((source) => {
    const feed = new DOMParser().parseFromString(source, "application/xml");
    if (feed.getElementsByTagName("parsererror").length) throw new Error("the feed is not well-formed XML");
    const items = [...feed.getElementsByTagName("item")];
    for (const item of items) {
      // Readers put the description into their own page, markup after it: that closes a tag left open at its end.
      const html = `${item.getElementsByTagName("description")[0]?.textContent ?? ""}<footer>Read more</footer>`;
      const article = document.createElement("article");
      article.innerHTML = html;
      document.body.append(article);
      const frame = document.createElement("iframe");
      frame.srcdoc = html;
      document.body.append(frame);
    }
    return items.length;
  }, xml);
  // Image errors and frame scripts fire within a few frames of rendering.
  await page.waitForTimeout(1000);
  return shown;
}
