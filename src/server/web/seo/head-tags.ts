// The head markup of a page's search and sharing metadata: robots, canonical link, Open Graph, Twitter card and
// JSON-LD. The JSON-LD elements are data blocks (type="application/ld+json"): the browser never runs them, so the
// page's script-src (and its nonce) does not apply; their text is escaped like the inlined state so a title
// holding "</script>" cannot end the element.
import { escapeHtml, scriptSafeJson } from "../index-html";
import type { JsonLd } from "./json-ld";
import { ogLocale } from "./locale";

export interface SeoMeta {
  /** The document title (with the site's name). */
  title: string;
  description: string;
  siteName: string;
  lang: string;
  /** Member-only and error pages: no canonical, no sharing cards, no structured data. */
  noindex: boolean;
  /** Absolute. */
  canonicalUrl?: string | undefined;
  ogType?: "article" | "website" | undefined;
  /** Absolute. */
  image?: string | undefined;
  jsonLd?: readonly JsonLd[] | undefined;
  /** For articles: ISO dates. */
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
}

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

function openGraph(seo: SeoMeta): string[] {
  const tags = [
    meta("property", "og:type", seo.ogType ?? "website"),
    meta("property", "og:site_name", seo.siteName),
    meta("property", "og:title", seo.title),
    meta("property", "og:description", seo.description),
    meta("property", "og:locale", ogLocale(seo.lang)),
  ];
  if (seo.canonicalUrl) tags.push(meta("property", "og:url", seo.canonicalUrl));
  if (seo.image) tags.push(meta("property", "og:image", seo.image));
  if (seo.ogType === "article" && seo.publishedTime)
    tags.push(meta("property", "article:published_time", seo.publishedTime));
  if (seo.ogType === "article" && seo.modifiedTime)
    tags.push(meta("property", "article:modified_time", seo.modifiedTime));
  return tags;
}

function twitterCard(seo: SeoMeta): string[] {
  const tags = [
    meta("name", "twitter:card", seo.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", seo.title),
    meta("name", "twitter:description", seo.description),
  ];
  if (seo.image) tags.push(meta("name", "twitter:image", seo.image));
  return tags;
}

export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

/** The tags after the description meta (which the page template writes itself). */
export function renderSeoTags(seo: SeoMeta): string {
  if (seo.noindex) return meta("name", "robots", "noindex");
  const tags: string[] = [];
  if (seo.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(seo.canonicalUrl)}">`);
  tags.push(...openGraph(seo), ...twitterCard(seo));
  for (const data of seo.jsonLd ?? []) tags.push(jsonLdScript(data));
  return tags.join("");
}
