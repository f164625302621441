// The site's RSS feeds (GET /discussions/feed.rss, /categories/{urlcode}/feed.rss): RSS 2.0, well-formed whatever
// the posts contain, only what a guest may see whoever asks, newest first; and the RSS widget reading a same-origin
// feed path in-process (the seeded Start Here page shows one).
import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, discussions } from "../../src/server/db/schema";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { nodes, storeHome, widgets } from "./support/stored-layout";

let t: TestApp;
let moderator: string;

const TRICKY_TITLE = `Tags <b>bold</b> & "quotes" 'n' ]]> \u0001bell`;
const TRICKY_BODY = "Use <script>alert(1)</script> & friends";
const SECRET_TITLE = "Staff only: the secret roadmap";

async function categoryID(urlcode: string): Promise<number> {
  const [row] = await t.database.db
    .select({ categoryID: categories.categoryID })
    .from(categories)
    .where(eq(categories.urlcode, urlcode));
  if (!row) throw new Error(`no category ${urlcode}`);
  return row.categoryID;
}

beforeAll(async () => {
  t = await createTestApp({ publicUrl: "https://forum.example" });
  moderator = await signIn(t.app, "moderator");
  // The newest posts of the site: one public with markup and a control character in it, one private.
  const soon = new Date(Date.now() + 60_000);
  await t.database.db.insert(discussions).values([
    {
      categoryID: await categoryID("general"),
      name: TRICKY_TITLE,
      body: TRICKY_BODY,
      format: "text",
      insertUserID: 3,
      dateInserted: soon,
      dateLastComment: soon,
    },
    {
      categoryID: await categoryID("staff"),
      name: SECRET_TITLE,
      body: "Nobody outside the staff may read this.",
      format: "text",
      insertUserID: 2,
      dateInserted: soon,
      dateLastComment: soon,
    },
  ]);
});
afterAll(() => t.close());

interface RssItem {
  title: string;
  link: string;
  guid: string;
  description?: string;
  category?: string;
  pubDate: string;
  "dc:creator"?: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === "item",
});

function parseRss(xml: string): { title: string; link: string; items: RssItem[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const channel = parser.parse(xml).rss.channel;
  return { title: channel.title, link: channel.link, items: channel.item ?? [] };
}

describe("GET /discussions/feed.rss", () => {
  it("is well-formed RSS 2.0 of the newest discussions, with absolute links on the public address and RFC 822 dates", async () => {
    const response = await get(t.app, "/discussions/feed.rss");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(response.body).toContain('<rss version="2.0"');
    const feed = parseRss(response.body);
    expect(feed.link).toBe("https://forum.example/discussions");
    expect(feed.items.length).toBe(30);
    for (const item of feed.items) {
      expect(item.link).toMatch(/^https:\/\/forum\.example\/discussion\/\d+\//);
      expect(item.guid).toMatchObject({ "#text": item.link, "@_isPermaLink": "true" });
      expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate);
    }
    const dates = feed.items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("escapes markup and drops characters XML forbids: the reader gets the title back as text", async () => {
    const response = await get(t.app, "/discussions/feed.rss");
    expect(response.body).toContain(
      "<title>Tags &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quotes&quot; &apos;n&apos; ]]&gt; bell</title>",
    );
    expect(response.body).not.toContain("<b>");
    expect(response.body).not.toContain("<script>");
    expect(response.body).not.toContain("\u0001");
    const [newest] = parseRss(response.body).items;
    expect(newest?.title).toBe(TRICKY_TITLE.replace("\u0001", ""));
    expect(newest?.["dc:creator"]).toBe("member");
    expect(newest?.category).toBe("General Discussion");
  });

  it("never lists a private category's posts, even to a moderator who may read them", async () => {
    const moderatorView = await get(t.app, "/api/v2/discussions?sort=-dateInserted&limit=1", moderator);
    expect(json<{ name: string }[]>(moderatorView)[0]?.name).toBe(SECRET_TITLE);
    for (const cookie of [undefined, moderator]) {
      const response = await get(t.app, "/discussions/feed.rss", cookie);
      expect(response.body).not.toContain("secret roadmap");
      expect(response.body).not.toContain("Staff Lounge");
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });
});

describe("GET /categories/{urlcode}/feed.rss", () => {
  it("lists the category and its subcategories only, titled after the category", async () => {
    const response = await get(t.app, "/categories/help/feed.rss");
    expect(response.statusCode).toBe(200);
    const feed = parseRss(response.body);
    expect(feed.title).toBe("Help & Support - Quorum Community");
    expect(feed.link).toBe("https://forum.example/categories/help");
    expect(feed.items.length).toBeGreaterThan(0);
    const helpTree = new Set([
      "Help & Support",
      "Getting Started",
      "Troubleshooting",
      "Installation",
      "Performance",
      "Integrations",
      "How-To Guides",
    ]);
    for (const item of feed.items) expect(helpTree).toContain(item.category);
  });

  it("answers 404 for a private category (to anyone) and for an unknown one", async () => {
    expect((await get(t.app, "/categories/staff/feed.rss")).statusCode).toBe(404);
    const asModerator = await get(t.app, "/categories/staff/feed.rss", moderator);
    expect(asModerator.statusCode).toBe(404);
    expect(asModerator.body).not.toContain("secret roadmap");
    expect((await get(t.app, "/categories/no-such-category/feed.rss")).statusCode).toBe(404);
  });
});

describe("the RSS widget on a same-origin feed path", () => {
  const rss = (feedUrl: string, limit = 3) => ({
    $hydrate: "react.rss",
    title: "Community feed",
    apiParams: { feedUrl, limit },
  });

  // First: the tests after it replace the stored layouts.
  it("is on the seeded Start Here page, with the custom fragment drawing the guidelines call to action", async () => {
    const response = await get(
      t.app,
      "/api/v2/layouts/lookup-hydrate?layoutViewType=customPage&recordType=customPage&recordID=2",
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = json<HydratedLayout>(response);
    // The demo also shows the transparent title bar here, over the page's content banner.
    expect(page.titleBar.$reactProps.positioning).toBe("StickyTransparent");
    const all = nodes(page.layout);
    const feed = all.find((node) => node.$reactComponent === "RSSWidget");
    expect(feed?.$reactProps.title).toBe("Latest from the community feed");
    expect(feed?.$reactProps.itemData).toHaveLength(5);
    const cta = all.find((node) => node.$reactComponent === "CallToActionWidget");
    const impl = cta?.$fragmentImpls?.CallToActionFragment;
    expect(impl?.jsUrl).toBe("/api/v2/fragments/5b1f0c4e-demo-guidelines-callout/js");
    const js = await get(t.app, impl?.jsUrl ?? "");
    expect(js.statusCode).toBe(200);
    expect(js.body).toContain("globalThis.QuorumFragmentRuntime");
    expect((await get(t.app, impl?.cssUrl ?? "")).body).toContain(".qf-callout");
  });

  it("reads the site's feed in-process: the newest items, with site-relative links", async () => {
    await storeHome(t, [rss("/discussions/feed.rss")]);
    const [props] = await widgets(t, "RSSWidget");
    const items = props?.itemData as { to: string; name: string; description: string }[];
    expect(items).toHaveLength(3);
    expect(items[0]?.name).toBe(TRICKY_TITLE);
    for (const item of items) expect(item.to).toMatch(/^\/discussion\/\d+\//);
    const feed = parseRss((await get(t.app, "/discussions/feed.rss")).body);
    expect(items.map((item) => item.to)).toEqual(
      feed.items.slice(0, 3).map((item) => new URL(item.link).pathname),
    );
  });

  it("shows a moderator the guest's feed, and hides the widget for a feed a guest may not read", async () => {
    await storeHome(t, [rss("/discussions/feed.rss", 10), rss("/categories/staff/feed.rss")]);
    const shown = await widgets(t, "RSSWidget", moderator);
    expect(shown).toHaveLength(1);
    expect(JSON.stringify(shown)).not.toContain("secret roadmap");
    await storeHome(t, [rss("/categories/no-such-category/feed.rss"), rss("/not-a-feed.rss")]);
    expect(await widgets(t, "RSSWidget")).toEqual([]);
  });
});
