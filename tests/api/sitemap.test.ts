// robots.txt and the sitemaps (docs/reference/seo.md): the index names the categories sitemap and each page of
// discussions, every document is well-formed XML with absolute addresses on the public URL, and only what a guest
// may see is listed, whoever asks: a private category and its discussions never appear.
import { inArray } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, discussions } from "../../src/server/db/schema";
import { createTestApp, get, signIn, type TestApp } from "./support/app";
import { guestHiddenCategoryIDs } from "./support/data";

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
beforeAll(async () => {
  t = await createTestApp({ publicUrl: ORIGIN });
});
afterAll(() => t.close());

async function xmlOf(
  url: string,
  cookie?: string,
): Promise<Record<string, { url?: Entry[]; sitemap?: Entry[] }>> {
  const response = await get(t.app, url, cookie);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toContain("application/xml");
  expect(response.headers["set-cookie"]).toBeUndefined();
  expect(XMLValidator.validate(response.body), url).toBe(true);
  return parser.parse(response.body);
}

async function urlsOf(url: string, cookie?: string): Promise<Entry[]> {
  return (await xmlOf(url, cookie)).urlset?.url ?? [];
}

async function privateRecords() {
  const staff = await t.database.db
    .select({ categoryID: categories.categoryID, urlcode: categories.urlcode })
    .from(categories)
    .where(inArray(categories.urlcode, ["staff", "moderation-log"]));
  // The private and secret groups' posts are no guest's either (docs/reference/groups.md#privacy).
  const posts = await t.database.db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .where(inArray(discussions.categoryID, await guestHiddenCategoryIDs(t.database.db)));
  return { staff, posts };
}

describe("robots.txt", () => {
  it("keeps crawlers out of member pages, search and the API, and names the sitemap index", async () => {
    const response = await get(t.app, "/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n");
    for (const path of [
      "/dashboard",
      "/messages",
      "/drafts",
      "/profile/edit",
      "/search",
      "/kb/search$",
      "/api/",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain("Allow: /");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).not.toMatch(/staff|moderation-log/);
  });
});

describe("sitemaps", () => {
  it("indexes the categories sitemap and the pages of discussions, with absolute addresses", async () => {
    const index = (await xmlOf("/sitemap.xml")).sitemapindex;
    const locs = (index?.sitemap ?? []).map((entry) => entry.loc);
    // The demo's knowledge bases follow (tests/api/sitemap-knowledge.test.ts).
    expect(locs).toEqual([
      `${ORIGIN}/sitemap-categories.xml`,
      `${ORIGIN}/sitemap-discussions-1.xml`,
      `${ORIGIN}/sitemap-knowledge.xml`,
      `${ORIGIN}/sitemap-articles-1.xml`,
    ]);
    for (const entry of index?.sitemap ?? [])
      expect(entry.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("lists the home pages, lists and the categories a guest may see", async () => {
    const locs = (await urlsOf("/sitemap-categories.xml")).map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/discussions`, `${ORIGIN}/categories`]),
    );
    expect(locs).toContain(`${ORIGIN}/fr`);
    expect(locs).toContain(`${ORIGIN}/categories/general`);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it("lists every discussion a guest may see, each at its own address", async () => {
    const entries = await urlsOf("/sitemap-discussions-1.xml");
    const { posts } = await privateRecords();
    const all = await t.database.db.select({ discussionID: discussions.discussionID }).from(discussions);
    expect(entries.length).toBe(all.length - posts.length);
    const first = entries[0];
    expect(first?.loc).toMatch(new RegExp(`^${ORIGIN}/discussion/\\d+/[a-z0-9-]+$`));
    expect(first?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("never lists a private category or its discussions, even to an administrator", async () => {
    const { staff, posts } = await privateRecords();
    expect(staff.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    const cookie = await signIn(t.app, "admin");
    const listed = [
      ...(await urlsOf("/sitemap-categories.xml", cookie)),
      ...(await urlsOf("/sitemap-discussions-1.xml", cookie)),
    ].map((entry) => entry.loc);
    for (const category of staff) expect(listed).not.toContain(`${ORIGIN}/categories/${category.urlcode}`);
    for (const post of posts)
      expect(listed.some((loc) => loc.startsWith(`${ORIGIN}/discussion/${post.discussionID}/`))).toBe(false);
  });

  it("answers 404 for a page of discussions beyond the last and for a malformed name", async () => {
    expect((await get(t.app, "/sitemap-discussions-2.xml")).statusCode).toBe(404);
    expect((await get(t.app, "/sitemap-discussions-0.xml")).statusCode).toBe(404);
    expect((await get(t.app, "/sitemap-discussions-x.xml")).statusCode).toBe(404);
  });
});
