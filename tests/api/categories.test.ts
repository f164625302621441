import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "../../src/types/generated/api/category";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";

let t: TestApp;
let member = "";
let moderator = "";
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
});
afterAll(() => t.close());

const list = async (url: string, cookie?: string) => json<Category[]>(await get(t.app, url, cookie));
const names = (categories: Category[]) => categories.map((c) => c.urlcode);

function flatten(tree: Category[]): Category[] {
  return tree.flatMap((category) => [category, ...flatten(category.children ?? [])]);
}

describe("GET /categories (tree)", () => {
  it("nests the top level and one level of children by default, in display order", async () => {
    const tree = await list("/api/v2/categories");
    expect(names(tree)).toEqual(["announcements", "community", "help", "feedback", "developers"]);
    const community = tree.find((c) => c.urlcode === "community");
    expect(community?.displayAs).toBe("heading");
    expect(names(community?.children ?? [])).toEqual(["general", "introductions", "off-topic"]);
    const troubleshooting = tree
      .find((c) => c.urlcode === "help")
      ?.children?.find((c) => c.urlcode === "troubleshooting");
    expect(troubleshooting?.children).toEqual([]);
  });

  it("goes deeper with maxDepth and starts below parentCategoryID", async () => {
    const deep = flatten(await list("/api/v2/categories?maxDepth=3"));
    expect(deep.find((c) => c.urlcode === "troubleshooting")?.children?.map((c) => c.urlcode)).toEqual([
      "installation",
      "performance",
      "integrations",
    ]);
    const help = deep.find((c) => c.urlcode === "help");
    const children = await list(`/api/v2/categories?parentCategoryID=${help?.categoryID}&maxDepth=1`);
    expect(names(children)).toEqual(["getting-started", "troubleshooting", "how-to"]);
  });

  it("carries the entity fields, with countAll* rolled up over the subtree", async () => {
    const all = flatten(await list("/api/v2/categories?maxDepth=5"));
    const help = all.find((c) => c.urlcode === "help") as Category;
    expect(help).toMatchObject({
      url: "/categories/help",
      displayAs: "categories",
      depth: 1,
      featured: true,
    });
    const subtree = all.filter((c) => c.url && c !== help && isUnder(all, c, help.categoryID));
    const expected = help.countDiscussions + subtree.reduce((sum, c) => sum + c.countDiscussions, 0);
    expect(help.countAllDiscussions).toBe(expected);
    expect(help.countAllDiscussions).toBeGreaterThan(0);
  });

  it("hides the private staff category from guests and members, and shows it to moderators", async () => {
    for (const cookie of [undefined, member]) {
      const all = flatten(await list("/api/v2/categories?maxDepth=5", cookie));
      expect(names(all)).not.toContain("staff");
      expect(names(all)).not.toContain("moderation-log");
    }
    const staffView = flatten(await list("/api/v2/categories?maxDepth=5", moderator));
    expect(names(staffView)).toEqual(expect.arrayContaining(["staff", "moderation-log"]));
  });

  it("expands lastPost and breadcrumbs", async () => {
    const tree = await list("/api/v2/categories?maxDepth=3&expand=lastPost,breadcrumbs");
    const general = flatten(tree).find((c) => c.urlcode === "general");
    expect(general?.breadcrumbs).toEqual([
      { name: "Home", url: "/" },
      { name: "Community", url: "/categories/community" },
      { name: "General Discussion", url: "/categories/general" },
    ]);
    expect(general?.lastPost).toMatchObject({
      name: expect.any(String),
      url: expect.stringMatching(/^\/discussion\//),
    });
    expect(general?.lastPost?.insertUser).toMatchObject({
      userID: expect.any(Number),
      name: expect.any(String),
    });
    const community = tree.find((c) => c.urlcode === "community");
    expect(community?.lastPost?.dateInserted).toBeDefined(); // a heading shows its children's latest post
  });
});

describe("GET /categories (flat)", () => {
  it("lists depth first with paging headers", async () => {
    const response = await get(t.app, "/api/v2/categories?outputFormat=flat&maxDepth=5&limit=4&page=2");
    expect(response.headers["x-app-page-current"]).toBe("2");
    expect(response.headers["x-app-page-limit"]).toBe("4");
    expect(response.headers["x-app-page-result-count"]).toBe("18"); // 20 categories less the two staff-only ones
    const page = json<Category[]>(response);
    expect(names(page)).toEqual(["off-topic", "help", "getting-started", "troubleshooting"]);
    expect(page[0]?.children).toBeUndefined();
  });

  it("filters featured categories", async () => {
    expect(names(await list("/api/v2/categories?featured=true"))).toEqual([
      "announcements",
      "general",
      "help",
    ]);
  });
});

describe("GET /categories/{id}", () => {
  it("finds a category by urlcode (any case) or ID", async () => {
    const byCode = json<Category>(await get(t.app, "/api/v2/categories/GENERAL"));
    expect(byCode.name).toBe("General Discussion");
    const byID = json<Category>(await get(t.app, `/api/v2/categories/${byCode.categoryID}`));
    expect(byID.urlcode).toBe("general");
    expect(byID.children).toBeUndefined();
  });

  it("answers 404 for a private category unless the viewer may see it", async () => {
    expect((await get(t.app, "/api/v2/categories/staff")).statusCode).toBe(404);
    expect((await get(t.app, "/api/v2/categories/moderation-log", member)).statusCode).toBe(404);
    const staff = json<Category>(await get(t.app, "/api/v2/categories/staff", moderator));
    expect(staff.name).toBe("Staff Lounge");
    const children = await get(t.app, `/api/v2/categories?parentCategoryID=${staff.categoryID}`);
    expect(children.statusCode).toBe(404);
  });
});

function isUnder(all: Category[], category: Category, ancestorID: number): boolean {
  let parentID = category.parentCategoryID;
  while (parentID !== -1) {
    if (parentID === ancestorID) return true;
    parentID = all.find((c) => c.categoryID === parentID)?.parentCategoryID ?? -1;
  }
  return false;
}
