// Search and sharing metadata in the head of the HTML pages (docs/reference/seo.md): a discussion's own description,
// canonical address, Open Graph and Twitter cards, JSON-LD that parses (DiscussionForumPosting, QAPage for a
// question, BreadcrumbList); one canonical address for page 1 and the sort and filter variants; noindex on member-only
// and error pages; lang and dir from the site section's locale.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, discussions } from "../../src/server/db/schema";
import { webPages } from "../../src/server/web/pages";
import { plainTextOf } from "../../src/server/web/seo/text";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

const SHELL = `<!doctype html><html lang="en"><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const ORIGIN = "https://forum.example.com";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    publicUrl: ORIGIN,
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })],
  });
});
afterAll(() => t.close());

const head = (html: string) => html.slice(0, html.indexOf("</head>"));

/** The content of a <meta> by name or property (decoded as the browser would). */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head(html));
  return match?.[1] === undefined ? undefined : plainTextOf(match[1]);
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(head(html))?.[1]?.replace(/&#38;/g, "&");
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...head(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

/** A public discussion of the given type, the most commented one first (as a guest reads it through the API). */
async function firstDiscussion(type: string): Promise<Discussion> {
  const [row] = await t.database.db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .innerJoin(categories, eq(categories.categoryID, discussions.categoryID))
    .where(and(eq(discussions.type, type), sql`${categories.urlcode} NOT IN ('staff', 'moderation-log')`))
    .orderBy(desc(discussions.countComments), asc(discussions.discussionID))
    .limit(1);
  if (!row) throw new Error(`no public ${type}`);
  return json<Discussion>(await get(t.app, `/api/v2/discussions/${row.discussionID}`));
}

describe("a discussion page's head", () => {
  it("describes the discussion itself, with a canonical address, sharing cards and parsable JSON-LD", async () => {
    const discussion = await firstDiscussion("discussion");
    const response = await get(t.app, discussion.url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const description = metaOf(html, "description") ?? "";
    expect(description).not.toBe("");
    expect(description.length).toBeLessThanOrEqual(155);
    expect(plainTextOf(discussion.body ?? "")).toContain(description.replace(/…$/, ""));
    expect(canonicalOf(html)).toBe(`${ORIGIN}${discussion.url}`);
    expect(metaOf(html, "og:type")).toBe("article");
    expect(metaOf(html, "og:url")).toBe(`${ORIGIN}${discussion.url}`);
    expect(metaOf(html, "og:title")).toBe(plainTextOf(`${discussion.name} - Quorum Community`));
    expect(metaOf(html, "og:description")).toBe(description);
    expect(metaOf(html, "og:site_name")).toBe("Quorum Community");
    expect(metaOf(html, "twitter:card")).toMatch(/^summary/);
    expect(head(html)).not.toContain('name="robots"');
    const [posting, trail] = jsonLdOf(html);
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: discussion.name,
      url: `${ORIGIN}${discussion.url}`,
      datePublished: discussion.dateInserted,
      author: { "@type": "Person", name: expect.any(String) },
      interactionStatistic: { userInteractionCount: discussion.countComments },
    });
    const comments = posting?.comment as { "@type": string; url: string }[];
    expect(comments.length).toBeGreaterThan(0);
    expect(comments[0]?.url.startsWith(ORIGIN)).toBe(true);
    expect(trail?.["@type"]).toBe("BreadcrumbList");
    const items = trail?.itemListElement as { position: number; item: string; name: string }[];
    expect(items[0]).toMatchObject({ position: 1, item: `${ORIGIN}/`, name: "Home" });
    expect(items.at(-1)).toMatchObject({ item: `${ORIGIN}${discussion.url}`, name: discussion.name });
  });

  it("keeps JSON-LD and attributes script-safe when a title holds markup", async () => {
    const discussion = await firstDiscussion("discussion");
    const name = `Odd </script><script>alert(1)</script> "quotes" & <b>tags</b>`;
    await t.database.db
      .update(discussions)
      .set({ name })
      .where(eq(discussions.discussionID, discussion.discussionID));
    const html = (await get(t.app, `/discussion/${discussion.discussionID}`)).body;
    expect(head(html)).not.toContain("<script>alert(1)");
    expect(jsonLdOf(html)[0]).toMatchObject({ headline: name });
    expect(metaOf(html, "og:title")).toBe(`${name} - Quorum Community`);
  });

  it("gives a question a QAPage with its accepted answer", async () => {
    const [question] = await t.database.db
      .select({ discussionID: discussions.discussionID })
      .from(discussions)
      .innerJoin(categories, eq(categories.categoryID, discussions.categoryID))
      .where(
        and(
          eq(discussions.type, "question"),
          eq(discussions.statusID, 3),
          sql`${categories.urlcode} <> 'staff'`,
        ),
      )
      .limit(1);
    if (!question) throw new Error("the demo has no answered question");
    const html = (await get(t.app, `/discussion/${question.discussionID}`)).body;
    const [page] = jsonLdOf(html);
    expect(page?.["@type"]).toBe("QAPage");
    const main = page?.mainEntity as Record<string, unknown>;
    expect(main).toMatchObject({ "@type": "Question", answerCount: expect.any(Number) });
    const accepted = main.acceptedAnswer as { "@type": string; text: string }[];
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted[0]?.["@type"]).toBe("Answer");
  });
});

describe("a plain post page (custom layout off) and a comment permalink", () => {
  it("reads the same head through the services", async () => {
    const discussion = await firstDiscussion("discussion");
    const admin = await signIn(t.app, "admin");
    const key = "featureFlags.customLayout.post.Enabled";
    const setFlag = (value: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/v2/config",
        headers: { ...XRW, cookie: admin },
        payload: { [key]: value },
      });
    expect((await setFlag(false)).statusCode).toBe(200);
    try {
      const html = (await get(t.app, discussion.url)).body;
      expect(canonicalOf(html)).toBe(`${ORIGIN}${discussion.url}`);
      const [posting] = jsonLdOf(html);
      expect(posting).toMatchObject({ "@type": "DiscussionForumPosting", headline: discussion.name });
      expect(posting?.comment).toEqual(
        expect.arrayContaining([expect.objectContaining({ "@type": "Comment" })]),
      );
    } finally {
      expect((await setFlag(true)).statusCode).toBe(200);
    }
  });

  it("names the discussion's page holding a permalinked comment as canonical", async () => {
    const discussion = await firstDiscussion("discussion");
    const [comment] = json<{ commentID: number }[]>(
      await get(t.app, `/api/v2/comments?discussionID=${discussion.discussionID}&limit=1`),
    );
    const html = (await get(t.app, `/discussion/comment/${comment?.commentID}`)).body;
    expect(canonicalOf(html)).toBe(`${ORIGIN}${discussion.url}`);
    expect(jsonLdOf(html)[0]?.["@type"]).toBe("DiscussionForumPosting");
  });
});

describe("canonical addresses", () => {
  it("folds slugs, sorts and page 1 of a discussion to its address; page 2 stays itself", async () => {
    const discussion = await firstDiscussion("discussion");
    const own = `${ORIGIN}${discussion.url}`;
    for (const variant of [
      `/discussion/${discussion.discussionID}`,
      `/discussion/${discussion.discussionID}/another-slug?sort=-score`,
      `${discussion.url}/p1`,
    ]) {
      expect(canonicalOf((await get(t.app, variant)).body), variant).toBe(own);
    }
    expect(canonicalOf((await get(t.app, `${discussion.url}/p2?sort=-score`)).body)).toBe(`${own}/p2`);
  });

  it("drops sorts and filters of lists and keeps a page above 1", async () => {
    const cases: [string, string][] = [
      ["/discussions?sort=-score&type=question&page=1&utm_source=mail", "/discussions"],
      ["/discussions?page=3&sort=-hot", "/discussions?page=3"],
      ["/categories?page=1", "/categories"],
      ["/categories/general/p1", "/categories/general"],
      ["/categories/general/p2", "/categories/general/p2"],
      ["/?utm_source=mail", "/"],
      ["/fr/discussions?sort=-score", "/fr/discussions"],
    ];
    for (const [url, canonical] of cases) {
      expect(canonicalOf((await get(t.app, url)).body), url).toBe(`${ORIGIN}${canonical}`);
    }
  });

  it("describes a category page by its description", async () => {
    const html = (await get(t.app, "/categories/general")).body;
    const [category] = await t.database.db
      .select({ description: categories.description })
      .from(categories)
      .where(eq(categories.urlcode, "general"));
    expect(metaOf(html, "description")).toBe(category?.description);
    expect(jsonLdOf(html)[0]?.["@type"]).toBe("BreadcrumbList");
  });
});

describe("pages search engines must not index", () => {
  it("marks member-only, search and error pages noindex, without cards or structured data", async () => {
    const cookie = await signIn(t.app, "member");
    const pages: [string, string | undefined][] = [
      ["/dashboard/layouts", undefined],
      ["/messages", undefined],
      ["/drafts", cookie],
      ["/profile/edit", cookie],
      ["/search?query=hello", undefined],
      ["/no/such/page", undefined],
    ];
    for (const [url, as] of pages) {
      const html = (await get(t.app, url, as)).body;
      expect(metaOf(html, "robots"), url).toBe("noindex");
      expect(canonicalOf(html), url).toBeUndefined();
      expect(jsonLdOf(html), url).toEqual([]);
    }
    expect(metaOf((await get(t.app, "/")).body, "robots")).toBeUndefined();
  });

  it("gives a guest a private category's discussion as a 404 with noindex and nothing of the post", async () => {
    const [hidden] = await t.database.db
      .select({ discussionID: discussions.discussionID, name: discussions.name })
      .from(discussions)
      .innerJoin(categories, eq(categories.categoryID, discussions.categoryID))
      .where(eq(categories.urlcode, "staff"))
      .limit(1);
    if (!hidden) throw new Error("the demo has no staff discussion");
    const response = await get(t.app, `/discussion/${hidden.discussionID}`);
    expect(response.statusCode).toBe(404);
    expect(metaOf(response.body, "robots")).toBe("noindex");
    expect(head(response.body)).not.toContain(hidden.name);
  });
});

describe("lang and dir", () => {
  it("follows the site section's locale", async () => {
    expect((await get(t.app, "/fr")).body).toContain('<html lang="fr" dir="ltr">');
    expect((await get(t.app, "/discussions")).body).toContain('<html lang="en" dir="ltr">');
    expect(metaOf((await get(t.app, "/fr")).body, "og:locale")).toBe("fr");
  });
});
