import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { layouts, layoutViews, roles } from "../../src/server/db/schema";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";
import { nodes } from "./support/stored-layout";

let t: TestApp;
let moderator: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

const lookup = (view: string, params: Record<string, string> = {}) =>
  `/api/v2/layouts/lookup-hydrate?layoutViewType=${view}&recordType=siteSection&recordID=0${Object.entries(
    params,
  )
    .map(([key, value]) => `&params[${key}]=${encodeURIComponent(value)}`)
    .join("")}`;

async function hydrated(
  view: string,
  params: Record<string, string> = {},
  cookie?: string,
): Promise<HydratedLayout> {
  const response = await get(t.app, lookup(view, params), cookie);
  expect(response.statusCode, response.body).toBe(200);
  return json<HydratedLayout>(response);
}

const discussionsOf = (node: HydratedNode | undefined) =>
  (node?.$reactProps.discussions ?? []) as Discussion[];

const find = (layout: HydratedLayout, component: string) =>
  nodes(layout.layout).filter((node) => node.$reactComponent === component);

describe("GET /layouts/lookup-hydrate", () => {
  it("hydrates the default home template for a guest", async () => {
    const home = await hydrated("home");
    expect(home).toMatchObject({ layoutID: "home", layoutViewType: "home", isDefault: true });
    expect(home.titleBar.$reactComponent).toBe("TitleBar");
    expect(home.titleBar.$reactProps).toMatchObject({
      siteName: "Quorum Community",
      signInUrl: "/entry/signin",
    });
    expect(home.seo.title).toBe("Quorum Community");
    const [banner] = find(home, "BannerWidget");
    expect(banner?.$reactProps.title).toBe("Quorum Community");
    expect(find(home, "GuestCallToActionWidget")).toHaveLength(1);
    const [list] = find(home, "DiscussionsWidget");
    expect(discussionsOf(list).length).toBe(10);
  });

  it("keeps the visibility middleware for the client to apply", async () => {
    const home = await hydrated("home");
    const devices = nodes(home.layout).map((node) => node.$middleware?.visibility?.device);
    expect(devices).toContain("mobile");
    expect(devices).toContain("desktop");
  });

  it("loads widget data through the same services as the REST API, for the same viewer", async () => {
    for (const cookie of [undefined, member, moderator]) {
      const [list] = find(await hydrated("home", {}, cookie), "DiscussionsWidget");
      const api = json<Discussion[]>(await get(t.app, "/api/v2/discussions?limit=10&expand=all", cookie));
      expect(discussionsOf(list).map((d) => d.discussionID)).toEqual(api.map((d) => d.discussionID));
    }
  });

  it("never hydrates a private category's discussions for a guest", async () => {
    const hidden = new Set(await privateCategoryIDs(t.database.db));
    expect(hidden.size).toBeGreaterThan(0);
    for (const page of ["1", "2", "3"]) {
      const [list] = find(
        await hydrated("discussionList", { page, sort: "-dateInserted" }),
        "DiscussionsWidget",
      );
      for (const discussion of discussionsOf(list)) {
        expect(hidden.has(discussion.categoryID)).toBe(false);
      }
    }
  });

  it("hides the guest call to action from members", async () => {
    expect(find(await hydrated("home", {}, member), "GuestCallToActionWidget")).toHaveLength(0);
  });

  it("lets the discussionList asset follow the page's sort and page", async () => {
    const page = await hydrated("discussionList", { sort: "-score", page: "2" });
    const [list] = find(page, "DiscussionsWidget");
    expect(list?.$reactProps.paging).toMatchObject({ page: 2, limit: 20 });
    const scores = discussionsOf(list).map((d) => d.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(find(page, "Breadcrumbs")[0]?.$reactProps.crumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Recent Posts", url: "/discussions" },
    ]);
  });

  it("answers 400 with field errors for bad page params or view types, and changes nothing", async () => {
    const badSort = await get(t.app, lookup("discussionList", { sort: "random" }));
    expect(badSort.statusCode).toBe(400);
    expect(json<{ errors: Record<string, unknown[]> }>(badSort).errors).toHaveProperty(["params.sort"]);
    const badPage = await get(t.app, lookup("discussionList", { page: "-4" }));
    expect(badPage.statusCode).toBe(400);
    const badView = await get(
      t.app,
      "/api/v2/layouts/lookup-hydrate?layoutViewType=nope&recordType=siteSection&recordID=0",
    );
    expect(badView.statusCode).toBe(400);
    const missing = await get(t.app, "/api/v2/layouts/lookup-hydrate");
    expect(json<{ errors: Record<string, unknown> }>(missing).errors).toHaveProperty("layoutViewType");
  });

  describe("with a stored layout applied globally", () => {
    let adminRoleID = 0;
    let categoryID = 0;
    beforeAll(async () => {
      const [admin] = await t.database.db.select().from(roles).where(eq(roles.name, "Administrator"));
      adminRoleID = admin?.roleID ?? 0;
      categoryID = await categoryIDByUrlcode(t.database.db, "general");
      const [stored] = await t.database.db
        .insert(layouts)
        .values({
          name: "Custom posts page",
          layoutViewType: "discussionList",
          insertUserID: 1,
          layout: [
            {
              $hydrate: "react.section.1-column",
              children: [
                { $hydrate: "react.html", name: "everyone", html: "<p>hello</p>" },
                {
                  $hydrate: "react.html",
                  name: "admins",
                  $middleware: { "role-filter": { roleIDs: [adminRoleID] } },
                },
                {
                  $hydrate: "react.html",
                  name: "general only",
                  $middleware: { "category-filter": { categoryID, includeChildCategories: false } },
                },
                { $hydrate: "react.discussion.discussions", apiParams: { limit: 1000 } },
              ],
            },
          ],
        })
        .returning();
      await t.database.db.insert(layoutViews).values({
        layoutID: String(stored?.layoutID),
        layoutViewType: "discussionList",
        recordType: "global",
        recordID: -1,
        insertUserID: 1,
      });
    });
    afterAll(async () => {
      await t.database.db.delete(layoutViews);
      await t.database.db.delete(layouts);
    });

    const names = (layout: HydratedLayout) =>
      find(layout, "HtmlWidget").map((node) => node.$reactProps.name as string);

    it("uses the stored layout instead of the template", async () => {
      const page = await hydrated("discussionList");
      expect(page).toMatchObject({ name: "Custom posts page", isDefault: false });
    });

    it("applies role-filter on the server", async () => {
      expect(names(await hydrated("discussionList"))).not.toContain("admins");
      const admin = await signIn(t.app, "admin");
      expect(names(await hydrated("discussionList", {}, admin))).toContain("admins");
    });

    it("applies category-filter against the page's category", async () => {
      expect(names(await hydrated("discussionList", { categoryID: String(categoryID) }))).toContain(
        "general only",
      );
      expect(names(await hydrated("discussionList", { categoryID: String(categoryID + 1) }))).not.toContain(
        "general only",
      );
    });

    it("turns a widget with invalid props into a LayoutError node, not a failed page", async () => {
      const [error] = find(await hydrated("discussionList"), "LayoutError");
      expect(error?.$reactProps).toMatchObject({ componentName: "react.discussion.discussions" });
      expect(String(error?.$reactProps.message)).toContain("apiParams.limit");
    });
  });
});
