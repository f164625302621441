// Sitemaps (sitemaps.org protocol 0.9): the index naming each sitemap, and sitemaps of at most 50,000 URLs. Built
// with fast-xml-parser's builder, which escapes text; every address is absolute (the site's public URL).
import { XMLBuilder } from "fast-xml-parser";

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  lastmod?: Date | null | undefined;
}

export interface SitemapPage {
  /** 1-based: /sitemap-discussions-{page}.xml. */
  page: number;
  offset: number;
  limit: number;
}

/** The pages `total` URLs fill at `perPage` each (never more than the protocol's limit); none for no URL. */
export function sitemapPages(total: number, perPage = SITEMAP_URL_LIMIT): SitemapPage[] {
  const size = Math.max(1, Math.min(Math.floor(perPage), SITEMAP_URL_LIMIT));
  const count = Math.ceil(Math.max(0, total) / size);
  return Array.from({ length: count }, (_, index) => ({
    page: index + 1,
    offset: index * size,
    limit: Math.min(size, total - index * size),
  }));
}

/** W3C datetime as sitemaps want it; seconds are enough. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function entryNode(entry: SitemapEntry): Record<string, string> {
  const node: Record<string, string> = { loc: entry.loc };
  if (entry.lastmod && !Number.isNaN(entry.lastmod.getTime())) node.lastmod = w3cDate(entry.lastmod);
  return node;
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: false });

function document(
  root: "urlset" | "sitemapindex",
  child: "url" | "sitemap",
  entries: readonly SitemapEntry[],
) {
  const body = builder.build({ [root]: { "@_xmlns": NAMESPACE, [child]: entries.map(entryNode) } }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_URL_LIMIT)
    throw new Error(`A sitemap holds at most ${SITEMAP_URL_LIMIT} URLs.`);
  return document("urlset", "url", entries);
}

export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  return document("sitemapindex", "sitemap", sitemaps);
}
