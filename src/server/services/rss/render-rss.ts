// RSS 2.0 for the site's own feeds (services/site-feed.ts). Every text is escaped, and characters XML 1.0 forbids
// (control characters a post title may carry) are dropped, so the document is always well-formed. An item's
// description is HTML to feed readers: it carries the post's sanitized rendering in CDATA (feed-html.ts), never its
// source. Links must be absolute in RSS: they are resolved against the site's public address (public-url.ts),
// never the request's Host header, since a cache keeps the feed for everyone.
import { absoluteUrl } from "../../public-url";
import type { SiteFeed } from "../site-feed";
import { cdata, feedItemHtml } from "./feed-html";

/** Whether XML 1.0 allows a code point at all, even escaped (not most control characters, nor lone surrogates). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

function xmlChars(text: string): string {
  let result = "";
  for (const char of text) if (isXmlChar(char.codePointAt(0) ?? 0)) result += char;
  return result;
}

export function escapeXml(text: string): string {
  return xmlChars(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RFC 822 dates, as RSS 2.0 wants them (e.g. "Sat, 21 Nov 2026 10:00:00 GMT"). */
function rfc822(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toUTCString();
}

const element = (name: string, text: string | undefined): string =>
  text ? `<${name}>${escapeXml(text)}</${name}>` : "";

/** The item's description: its sanitized HTML with absolute addresses, as CDATA; nothing when the body is empty. */
function htmlElement(name: string, html: string, pageUrl: string): string {
  return html ? `<${name}>${cdata(xmlChars(feedItemHtml(html, pageUrl)))}</${name}>` : "";
}

export function renderRss(feed: SiteFeed, publicUrl: string): string {
  const absolute = (path: string) => absoluteUrl(publicUrl, path);
  const newest = feed.items[0]?.dateInserted;
  const items = feed.items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", absolute(item.path)),
      `<guid isPermaLink="true">${escapeXml(absolute(item.path))}</guid>`,
      htmlElement("description", item.html, absolute(item.path)),
      element("dc:creator", item.author),
      element("category", item.category),
      element("pubDate", rfc822(item.dateInserted)),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", feed.title),
    element("link", absolute(feed.path)),
    // RSS requires a description; an empty site description still gets the title.
    element("description", feed.description || feed.title),
    `<atom:link href="${escapeXml(absolute(feed.feedPath))}" rel="self" type="application/rss+xml"/>`,
    newest ? element("lastBuildDate", rfc822(newest)) : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
