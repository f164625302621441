// Parses RSS 2.0, RSS 1.0 (RDF) and Atom into plain feed items. Safety: DTD entities are never expanded (the
// parser leaves them alone), markup in titles and summaries becomes plain text, and only http(s) links and images
// (resolved against the feed's URL) survive.
import { XMLParser } from "fast-xml-parser";

export interface FeedItem {
  to: string;
  name: string;
  description: string;
  imageUrl?: string;
}

const MAX_DESCRIPTION = 500;
const MAX_ITEMS = 100;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: false,
  isArray: (name) =>
    ["item", "entry", "link", "enclosure", "media:content", "media:thumbnail"].includes(name),
});

type XmlNode = Record<string, unknown>;

const isNode = (value: unknown): value is XmlNode => typeof value === "object" && value !== null;

/** The text of an element that may carry attributes ({"#text": …}) or be absent. */
function text(value: unknown): string {
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (isNode(value)) return text(value["#text"]);
  return "";
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1]?.toLowerCase() === "x" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

/** HTML (or text with entities) → one line of plain text. */
export function toPlainText(html: string, max = MAX_DESCRIPTION): string {
  const stripped = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ");
  const plain = decodeEntities(stripped).replace(/\s+/g, " ").trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

/** An absolute http(s) URL, resolved against the feed; undefined for anything else. */
export function httpUrl(value: string | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

function attr(node: unknown, name: string): string | undefined {
  return isNode(node) && typeof node[`@_${name}`] === "string" ? (node[`@_${name}`] as string) : undefined;
}

/** media:thumbnail, media:content or an image enclosure, else the first <img> of the HTML. */
function imageOf(item: XmlNode, html: string, base: string): string | undefined {
  const candidates = [
    ...list(item["media:thumbnail"]).map((node) => attr(node, "url")),
    ...list(item["media:content"])
      .filter((node) => (attr(node, "medium") ?? attr(node, "type") ?? "image").startsWith("image"))
      .map((node) => attr(node, "url")),
    ...list(item.enclosure)
      .filter((node) => attr(node, "type")?.startsWith("image/"))
      .map((node) => attr(node, "url")),
    /<img\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(html)?.[1],
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate ? decodeEntities(candidate) : undefined, base);
    if (url) return url;
  }
  return undefined;
}

function atomLink(entry: XmlNode): string | undefined {
  const links = list(entry.link);
  const alternate = links.find((link) => (attr(link, "rel") ?? "alternate") === "alternate") ?? links[0];
  return attr(alternate, "href") ?? text(alternate);
}

function rssItem(item: XmlNode, base: string): FeedItem | null {
  const to = httpUrl(text(list(item.link)[0]) || text(item.guid), base);
  if (!to) return null;
  const html = text(item["content:encoded"]) || text(item.description);
  const feedItem: FeedItem = {
    to,
    name: toPlainText(text(item.title), 300) || to,
    description: toPlainText(text(item.description) || html),
  };
  const imageUrl = imageOf(item, html, base);
  if (imageUrl) feedItem.imageUrl = imageUrl;
  return feedItem;
}

function atomEntry(entry: XmlNode, base: string): FeedItem | null {
  const to = httpUrl(atomLink(entry), base);
  if (!to) return null;
  const html = text(entry.summary) || text(entry.content);
  const feedItem: FeedItem = {
    to,
    name: toPlainText(text(entry.title), 300) || to,
    description: toPlainText(html),
  };
  const imageUrl = imageOf(entry, text(entry.content) || html, base);
  if (imageUrl) feedItem.imageUrl = imageUrl;
  return feedItem;
}

/** The items of a feed document, in document order; throws when the text is not a feed at all. */
export function parseFeed(xml: string, feedUrl: string): FeedItem[] {
  const document: unknown = parser.parse(xml);
  if (!isNode(document)) throw new Error("The feed is not XML.");
  const rss = isNode(document.rss) && isNode(document.rss.channel) ? document.rss.channel : null;
  const rdf = isNode(document["rdf:RDF"]) ? document["rdf:RDF"] : null;
  const atom = isNode(document.feed) ? document.feed : null;
  let items: (FeedItem | null)[];
  if (rss || rdf) {
    items = list((rss ?? rdf)?.item)
      .filter(isNode)
      .map((item) => rssItem(item, feedUrl));
  } else if (atom) {
    items = list(atom.entry)
      .filter(isNode)
      .map((entry) => atomEntry(entry, feedUrl));
  } else {
    throw new Error("The document is neither RSS nor Atom.");
  }
  const seen = new Set<string>();
  // One entry per link: feeds that repeat an item would otherwise show it twice.
  return items
    .filter((item): item is FeedItem => item !== null && !seen.has(item.to) && Boolean(seen.add(item.to)))
    .slice(0, MAX_ITEMS);
}
