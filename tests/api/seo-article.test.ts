// The head of the knowledge base's pages (docs/reference/seo.md): an article page carries its excerpt as description,
// its own canonical address whatever slug the URL has, Open Graph article dates and a TechArticle that parses; a
// knowledge base and a category page their description and canonical address; an article the viewer may not read
// gets no head of its own; /kb/search is noindex.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import { plainTextOf } from "../../src/server/web/seo/text";
import { type KnowledgeCorpus, seedKnowledgeCorpus } from "./knowledge-corpus";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html lang="en"><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const ORIGIN = "https://forum.example.com";

let t: TestApp;
let kb: KnowledgeCorpus;
beforeAll(async () => {
  t = await createTestApp({
    publicUrl: ORIGIN,
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })],
  });
  kb = await seedKnowledgeCorpus(t.database.db);
});
afterAll(() => t.close());

const head = (html: string) => html.slice(0, html.indexOf("</head>"));

function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head(html));
  return match?.[1] === undefined ? undefined : plainTextOf(match[1]);
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(head(html))?.[1];
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...head(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

describe("an article page's head", () => {
  it("describes an article read under a site section in that section's language, at that section's address", async () => {
    // The demo's help center: every article has a French revision (src/server/db/seed/demo-knowledge.ts).
    const help = JSON.parse((await get(t.app, "/api/v2/knowledge-bases/help")).body) as {
      knowledgeBaseID: number;
    };
    const listed = await get(t.app, `/api/v2/articles?knowledgeBaseID=${help.knowledgeBaseID}&limit=1`);
    const [first] = JSON.parse(listed.body) as { articleID: number }[];
    if (!first) throw new Error("the demo has no article");
    const french = await get(t.app, `/api/v2/articles/${first.articleID}?locale=fr`);
    const { excerpt, translated, url } = JSON.parse(french.body) as {
      excerpt: string;
      translated?: boolean;
      url: string;
    };
    expect(translated).toBe(true);
    const response = await get(t.app, `/fr/kb/articles/${first.articleID}-x`);
    expect(response.statusCode).toBe(200);
    expect(metaOf(response.body, "description")).toBe(excerpt);
    // The French page is its own canonical address: its text is not the default section's.
    expect(canonicalOf(response.body)).toBe(`${ORIGIN}/fr${url}`);
  });

  it("describes the article with its excerpt, canonical address, article dates and a TechArticle", async () => {
    const path = `/kb/articles/${kb.articles.export}-quasiflux-invoice-export`;
    const response = await get(t.app, `/kb/articles/${kb.articles.export}-old-slug?utm_source=mail`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(metaOf(html, "description")).toBe("Export your invoices as a spreadsheet.");
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
    expect(metaOf(html, "og:type")).toBe("article");
    expect(metaOf(html, "og:url")).toBe(`${ORIGIN}${path}`);
    expect(metaOf(html, "og:description")).toBe("Export your invoices as a spreadsheet.");
    expect(metaOf(html, "article:published_time")).toBe("2026-03-01T10:00:00.000Z");
    expect(metaOf(html, "article:modified_time")).toBe("2026-03-02T10:00:00.000Z");
    const [article, trail] = jsonLdOf(html);
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TechArticle",
      headline: "Quasiflux invoice export",
      description: "Export your invoices as a spreadsheet.",
      url: `${ORIGIN}${path}`,
      datePublished: "2026-03-01T10:00:00.000Z",
      dateModified: "2026-03-02T10:00:00.000Z",
      author: { "@type": "Person", name: "admin", url: `${ORIGIN}/profile/admin` },
      publisher: { "@type": "Organization", name: "Quorum Community", url: `${ORIGIN}/` },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${ORIGIN}${path}` },
    });
    expect(String(article?.articleBody)).toContain("The file lists every invoice of the year.");
    expect(trail).toMatchObject({ "@type": "BreadcrumbList" });
    const items = (trail?.itemListElement ?? []) as { item: string }[];
    expect(items.map((item) => item.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/kb`,
      `${ORIGIN}/kb/kb-search-help`,
      `${ORIGIN}/kb/categories/${kb.categories.billing}-billing`,
      `${ORIGIN}${path}`,
    ]);
  });

  it("gives no head of its own to an article the viewer may not read", async () => {
    const path = `/kb/articles/${kb.articles.staff}-escalation-runbook`;
    const asGuest = await get(t.app, path);
    expect(asGuest.statusCode).toBe(404);
    expect(head(asGuest.body)).toContain('<meta name="robots" content="noindex">');
    expect(head(asGuest.body)).not.toContain("TechArticle");
    expect(head(asGuest.body)).not.toContain("runbook");
    const asModerator = await get(t.app, path, await signIn(t.app, "moderator"));
    expect(asModerator.statusCode).toBe(200);
    expect(jsonLdOf(asModerator.body)[0]).toMatchObject({
      "@type": "TechArticle",
      headline: "Escalation runbook",
    });
  });
});

describe("the knowledge base's other pages", () => {
  it("gives a knowledge base and a category their description and own canonical address", async () => {
    const base = await get(t.app, "/kb/kb-search-help?sort=name");
    expect(base.statusCode).toBe(200);
    expect(canonicalOf(base.body)).toBe(`${ORIGIN}/kb/kb-search-help`);
    expect(metaOf(base.body, "description")).toBe("Quorum Help Center description.");
    const categoryPath = `/kb/categories/${kb.categories.invoices}-invoices`;
    const category = await get(t.app, `/kb/categories/${kb.categories.invoices}`);
    expect(category.statusCode).toBe(200);
    expect(canonicalOf(category.body)).toBe(`${ORIGIN}${categoryPath}`);
    const home = await get(t.app, "/kb?utm_source=mail");
    expect(canonicalOf(home.body)).toBe(`${ORIGIN}/kb`);
  });

  it("keeps the knowledge base's search out of the index", async () => {
    const response = await get(t.app, "/kb/search?query=refund");
    expect(response.statusCode).toBe(200);
    expect(head(response.body)).toContain('<meta name="robots" content="noindex">');
  });
});
