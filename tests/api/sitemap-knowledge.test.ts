// The knowledge base in the sitemaps (docs/reference/seo.md#sitemaps): the index names /sitemap-knowledge.xml (the
// knowledge home, the knowledge bases and help-center categories a guest may view) and the pages of articles; only
// published articles of knowledge bases a guest may view are listed, each at its own address with the date it last
// changed, whoever asks.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type KnowledgeCorpus, seedKnowledgeCorpus } from "./knowledge-corpus";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

const ORIGIN = "https://forum.example.com";
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === "url" || name === "sitemap",
});

interface Entry {
  loc: string;
  lastmod?: string;
}

let t: TestApp;
let kb: KnowledgeCorpus;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: ORIGIN });
  kb = await seedKnowledgeCorpus(t.database.db);
});
afterAll(() => t.close());

async function entriesOf(url: string, cookie?: string): Promise<Entry[]> {
  const response = await get(t.app, url, cookie);
  expect(response.statusCode, url).toBe(200);
  expect(XMLValidator.validate(response.body), url).toBe(true);
  const xml = parser.parse(response.body) as {
    urlset?: { url?: Entry[] };
    sitemapindex?: { sitemap?: Entry[] };
  };
  return xml.urlset?.url ?? xml.sitemapindex?.sitemap ?? [];
}

describe("the knowledge base in the sitemaps", () => {
  it("names the knowledge sitemap and the first page of articles in the index", async () => {
    const locs = (await entriesOf("/sitemap.xml")).map((entry) => entry.loc);
    expect(locs).toContain(`${ORIGIN}/sitemap-knowledge.xml`);
    expect(locs).toContain(`${ORIGIN}/sitemap-articles-1.xml`);
  });

  it("lists the knowledge home, the knowledge bases and help-center categories a guest may view", async () => {
    const entries = await entriesOf("/sitemap-knowledge.xml");
    const locs = entries.map((entry) => entry.loc);
    expect(locs[0]).toBe(`${ORIGIN}/kb`);
    expect(locs).toContain(`${ORIGIN}/kb/kb-search-help`);
    expect(locs).toContain(`${ORIGIN}/kb/categories/${kb.categories.invoices}-invoices`);
    expect(locs).not.toContain(`${ORIGIN}/kb/kb-search-staff`);
    expect(locs).not.toContain(`${ORIGIN}/kb/kb-search-gone`);
    // Billing's newest article change: the export's edit (the refund, in Invoices below it, counts for Invoices).
    const billing = entries.find((entry) =>
      entry.loc.endsWith(`/kb/categories/${kb.categories.billing}-billing`),
    );
    expect(billing?.lastmod).toBe("2026-03-02T10:00:00Z");
  });

  it("lists the published articles a guest may read with their last change, even to an administrator", async () => {
    const entries = await entriesOf("/sitemap-articles-1.xml", await signIn(t.app, "admin"));
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.lastmod]));
    expect(byLoc.get(`${ORIGIN}/kb/articles/${kb.articles.export}-quasiflux-invoice-export`)).toBe(
      "2026-03-02T10:00:00Z",
    );
    expect(byLoc.has(`${ORIGIN}/kb/articles/${kb.articles.refunds}-refund-policy`)).toBe(true);
    for (const hidden of [kb.articles.staff, kb.articles.gone, kb.articles.draft, kb.articles.trashed])
      expect(entries.some((entry) => entry.loc.includes(`/kb/articles/${hidden}-`))).toBe(false);
  });

  it("answers 404 for a page of articles beyond the last", async () => {
    expect((await get(t.app, "/sitemap-articles-2.xml")).statusCode).toBe(404);
    expect((await get(t.app, "/sitemap-articles-0.xml")).statusCode).toBe(404);
  });
});
