// The lookup chain and the view types of docs/reference/routes.md#layout-routes,
// docs/reference/layout-documents.md#layout-lookup, through lookup-hydrate and the HTML routes: displayAs mapping,
// heading → 400, redirectTo across site sections, the French section, custom pages, and the custom layout flags (off
// → the same URL still serves a page).
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, discussions, layouts, layoutViews } from "../../src/server/db/schema";
import { webPages } from "../../src/server/web/pages";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { LayoutRedirect } from "../../src/types/generated/layout/layout-redirect";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import { nodes } from "./support/stored-layout";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

function lookupUrl(
  view: string,
  recordType: string,
  recordID: string | number,
  params: Record<string, unknown> = {},
) {
  const extra = Object.entries(params)
    .map(([key, value]) => `&params[${key}]=${encodeURIComponent(String(value))}`)
    .join("");
  return `/api/v2/layouts/lookup-hydrate?layoutViewType=${view}&recordType=${recordType}&recordID=${recordID}${extra}`;
}

async function lookup(...args: Parameters<typeof lookupUrl>): Promise<HydratedLayout> {
  const response = await get(t.app, lookupUrl(...args));
  expect(response.statusCode, response.body).toBe(200);
  return json<HydratedLayout>(response);
}

const propsOf = (layout: HydratedLayout, component: string) =>
  nodes(layout.layout)
    .filter((node) => node.$reactComponent === component)
    .map((node) => node.$reactProps);

interface PageState {
  status: number;
  layout?: { query: { layoutViewType: string; recordType: string }; data: HydratedLayout | LayoutRedirect };
  siteSection: { siteSectionID: number; slug: string };
  routing: { flags: Record<string, boolean> };
}

async function page(url: string, cookie?: string) {
  const response = await get(t.app, url, cookie);
  const match = response.body.match(
    /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s,
  );
  if (!match?.[1]) throw new Error(`no inlined state for ${url}`);
  return { response, state: JSON.parse(match[1]) as PageState };
}

async function discussionIn(urlcodes: string[], type: string): Promise<number> {
  const ids = await Promise.all(urlcodes.map((code) => categoryIDByUrlcode(t.database.db, code)));
  const [row] = await t.database.db
    .select({ discussionID: discussions.discussionID })
    .from(discussions)
    .where(and(inArray(discussions.categoryID, ids), eq(discussions.type, type)))
    .orderBy(discussions.discussionID)
    .limit(1);
  if (!row) throw new Error(`no ${type} in ${urlcodes.join(", ")}`);
  return row.discussionID;
}

describe("categories: displayAs picks the view type", () => {
  it("/categories is the section's category list", async () => {
    const layout = await lookup("categoryList", "siteSection", 0);
    expect(layout).toMatchObject({ layoutViewType: "categoryList", layoutID: "categoryList" });
    expect(propsOf(layout, "CategoryListAsset")[0]?.itemData).not.toHaveLength(0);
  });

  it("discussions → discussionCategoryPage, categories and flat → nestedCategoryList", async () => {
    const general = await lookup("categoryList", "category", "general");
    expect(general.layoutViewType).toBe("discussionCategoryPage");
    expect(general.seo.title).toBe("General Discussion");
    expect(propsOf(general, "Breadcrumbs")[0]?.crumbs).toHaveLength(3);
    expect((await lookup("categoryList", "category", "help")).layoutViewType).toBe("nestedCategoryList");
    const developers = await categoryIDByUrlcode(t.database.db, "developers");
    const flat = await lookup("categoryList", "category", developers);
    expect(flat.layoutViewType).toBe("nestedCategoryList");
    // The nested page lists the category's own children.
    const items = (propsOf(flat, "CategoryListAsset")[0]?.itemData ?? []) as { name: string }[];
    const names = items.map((c) => c.name);
    expect(names).toContain("API & Webhooks");
  });

  it("a category page lists only that category's discussions (and its subcategories')", async () => {
    const general = await lookup("categoryList", "category", "general");
    const generalID = await categoryIDByUrlcode(t.database.db, "general");
    const items = (propsOf(general, "DiscussionsWidget")[0]?.discussions ?? []) as {
      categoryID: number;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((item) => item.categoryID))).toEqual(new Set([generalID]));
  });

  it("a discussion category page lists its subcategories with the Category List asset, unpaged", async () => {
    // Product Feedback shows discussions and has two subcategories; page 2 pages its discussions, not them.
    const feedback = await lookup("categoryList", "category", "feedback", { page: 2 });
    expect(feedback.layoutViewType).toBe("discussionCategoryPage");
    const [list, ...others] = propsOf(feedback, "CategoryListAsset");
    expect(others).toHaveLength(0);
    expect(list?.title).toBe("Product Feedback");
    expect(((list?.itemData ?? []) as { name: string }[]).map((category) => category.name)).toEqual([
      "Feature Requests",
      "Bug Reports",
    ]);
    expect(list?.paging).toEqual({ page: 1, limit: 30, total: 2 });
    expect(propsOf(feedback, "DiscussionsWidget")).toHaveLength(1);
    // A leaf category's page has no empty subcategory box.
    expect(propsOf(await lookup("categoryList", "category", "bug-reports"), "CategoryListAsset")).toEqual([]);
  });

  it("a heading category has no page: 400", async () => {
    const response = await get(t.app, lookupUrl("categoryList", "category", "community"));
    expect(response.statusCode).toBe(400);
    expect((await page("/categories/community")).response.statusCode).toBe(400);
  });

  it("an unknown category is 404", async () => {
    expect((await get(t.app, lookupUrl("categoryList", "category", "nope"))).statusCode).toBe(404);
  });
});

describe("posts: the discussion's type picks discussion or question", () => {
  it("a discussion renders the discussion view with its assets, the original post naming it", async () => {
    const discussionID = await discussionIn(["general"], "discussion");
    const layout = await lookup("post", "discussion", discussionID, { discussionID, page: 1 });
    expect(layout.layoutViewType).toBe("discussion");
    expect(propsOf(layout, "CommentThreadAsset")).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(discussions)
      .where(eq(discussions.discussionID, discussionID));
    expect(propsOf(layout, "OriginalPostAsset")[0]?.discussion).toMatchObject({ name: row?.name });
    expect(layout.seo.title).toBe(row?.name);
  });

  it("a question renders the question view (answer thread, suggested answers)", async () => {
    const discussionID = await discussionIn(
      ["getting-started", "troubleshooting", "installation", "how-to"],
      "question",
    );
    const layout = await lookup("post", "discussion", discussionID);
    expect(layout.layoutViewType).toBe("question");
    expect(propsOf(layout, "AnswerThreadAsset")).toHaveLength(1);
  });

  it("a comment URL renders its discussion's view", async () => {
    const discussionID = await discussionIn(["general"], "discussion");
    const [comment] = await t.database.db
      .select({ commentID: comments.commentID, discussionID: comments.discussionID })
      .from(comments)
      .limit(1);
    if (!comment) throw new Error("no comment");
    const layout = await lookup("post", "comment", comment.commentID);
    expect(["discussion", "question"]).toContain(layout.layoutViewType);
    expect((await get(t.app, lookupUrl("post", "comment", 99999999))).statusCode).toBe(404);
    expect(discussionID).toBeGreaterThan(0);
  });

  it("the create-post page holds the create post form", async () => {
    const { response, state } = await page("/post/discussion/3");
    expect(response.statusCode).toBe(200);
    const data = state.layout?.data as HydratedLayout;
    expect(data.layoutViewType).toBe("createPost");
    expect(propsOf(data, "CreatePostFormAsset")).toHaveLength(1);
  });
});

describe("the lookup chain: category → site section → global → template", () => {
  it("a layout applied to a category, then to the global view, wins over the template in that order", async () => {
    const general = await categoryIDByUrlcode(t.database.db, "general");
    const [byCategory, byGlobal] = await t.database.db
      .insert(layouts)
      .values([
        { name: "General only", layoutViewType: "discussion", layout: [], insertUserID: 1 },
        { name: "Every discussion", layoutViewType: "discussion", layout: [], insertUserID: 1 },
      ])
      .returning({ layoutID: layouts.layoutID });
    if (!byCategory || !byGlobal) throw new Error("insert failed");
    await t.database.db.insert(layoutViews).values([
      {
        layoutID: String(byCategory.layoutID),
        layoutViewType: "discussion",
        recordType: "category",
        recordID: general,
        insertUserID: 1,
      },
      {
        layoutID: String(byGlobal.layoutID),
        layoutViewType: "discussion",
        recordType: "global",
        recordID: -1,
        insertUserID: 1,
      },
    ]);
    try {
      const inGeneral = await discussionIn(["general"], "discussion");
      const elsewhere = await discussionIn(["feature-requests", "bug-reports", "off-topic"], "discussion");
      expect((await lookup("post", "discussion", inGeneral)).name).toBe("General only");
      expect((await lookup("post", "discussion", elsewhere)).name).toBe("Every discussion");
    } finally {
      await t.database.db.delete(layoutViews).where(eq(layoutViews.layoutViewType, "discussion"));
    }
  });

  it("a site section's layout applies to its pages only", async () => {
    const [row] = await t.database.db
      .insert(layouts)
      .values({ name: "French list", layoutViewType: "discussionList", layout: [], insertUserID: 1 })
      .returning({ layoutID: layouts.layoutID });
    await t.database.db.insert(layoutViews).values({
      layoutID: String(row?.layoutID),
      layoutViewType: "discussionList",
      recordType: "siteSection",
      recordID: 1,
      insertUserID: 1,
    });
    expect((await lookup("discussionList", "siteSection", 1)).name).toBe("French list");
    expect((await lookup("discussionList", "siteSection", 0)).layoutID).toBe("discussionList");
  });
});

describe("site sections", () => {
  it("/fr/ is the French section's own home layout, with its name, locale and slug in page meta", async () => {
    const { response, state } = await page("/fr/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="siteSection" content="fr">');
    expect(state.siteSection).toEqual({ siteSectionID: 1, slug: "fr" });
    const data = state.layout?.data as HydratedLayout;
    expect(data).toMatchObject({ layoutViewType: "subcommunityHome", isDefault: false, layoutID: 1 });
    expect(propsOf(data, "BannerWidget")[0]?.title).toBe("Communauté francophone");
    expect(response.body).toContain("<title>Communauté francophone - Quorum Community</title>");
  });

  it("the default section's home stays the home template", async () => {
    const { response, state } = await page("/");
    expect(response.body).toContain('<meta name="siteSection" content="">');
    expect(state.layout?.data).toMatchObject({ layoutViewType: "home" });
  });

  it("a category or discussion asked for under the wrong section answers redirectTo its address", async () => {
    const redirect = json<LayoutRedirect>(
      await get(t.app, lookupUrl("categoryList", "category", "help", { siteSectionID: 1 })),
    );
    expect(redirect).toEqual({ redirectTo: "/categories/help", status: 301 });
    const discussionID = await discussionIn(["feature-requests", "bug-reports"], "discussion");
    const { state } = await page(`/fr/discussion/${discussionID}`);
    expect((state.layout?.data as LayoutRedirect | undefined)?.redirectTo).toMatch(
      new RegExp(`^/discussion/${discussionID}/`),
    );
    // Inside the section's tree it renders.
    const inside = await lookup("categoryList", "category", "general", { siteSectionID: 1 });
    expect(inside.layoutViewType).toBe("discussionCategoryPage");
  });

  it("an unknown section is 404", async () => {
    expect((await get(t.app, lookupUrl("home", "siteSection", 42))).statusCode).toBe(404);
  });
});

describe("custom pages", () => {
  it("are served by url code with their stored layout, and by lookup-hydrate", async () => {
    const { response, state } = await page("/community-guidelines");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Community Guidelines - Quorum Community</title>");
    const data = state.layout?.data as HydratedLayout;
    expect(data.layoutViewType).toBe("customPage");
    expect(propsOf(data, "HtmlWidget")).toHaveLength(1);
    expect(propsOf(data, "QuickLinks")).toHaveLength(1);
    const viaApi = await lookup("customPage", "customPage", 1);
    expect(viaApi.name).toBe("Community Guidelines");
    expect((await get(t.app, lookupUrl("customPage", "customPage", 999))).statusCode).toBe(404);
  });

  it("unknown URLs keep answering 404", async () => {
    expect((await page("/no-such-page")).response.statusCode).toBe(404);
  });
});

describe("feature flags", () => {
  const DISCUSSION_LIST = "featureFlags.customLayout.discussionList.Enabled";

  it("are public to read and on in the demo", async () => {
    const response = await get(t.app, `/api/v2/config?select=${DISCUSSION_LIST},nope`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ [DISCUSSION_LIST]: true });
  });

  it("need settings.manage to change", async () => {
    const patch = (cookie?: string) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/v2/config",
        headers: cookie ? { ...XRW, cookie } : XRW,
        payload: { [DISCUSSION_LIST]: false },
      });
    expect((await patch()).statusCode).toBe(401);
    expect((await patch(await signIn(t.app, "member"))).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/config",
      headers: { ...XRW, cookie: admin },
      payload: { "site.title": "x" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("off: the same URL still serves a page (a plain one, no layout)", async () => {
    const patch = (value: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/v2/config",
        headers: { ...XRW, cookie: admin },
        payload: { [DISCUSSION_LIST]: value },
      });
    expect(json(await patch(false))).toEqual({ [DISCUSSION_LIST]: false });
    try {
      const { response, state } = await page("/discussions");
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Recent Posts - Quorum Community</title>");
      expect(state.layout).toBeUndefined();
      expect(state.routing.flags.discussionList).toBe(false);
      // Flag-less routes are unaffected.
      expect((await page("/")).state.layout).toBeDefined();
    } finally {
      await patch(true);
    }
  });
});
