// A private (staff-only) category's content must not reach anyone without discussions.view there, by any route.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, discussions, discussionTags } from "../../src/server/db/schema";
import type { Category } from "../../src/types/generated/api/category";
import type { Discussion } from "../../src/types/generated/api/discussion";
import { createTestApp, get, json, signIn, type TestApp } from "./support/app";
import { discussionIDsIn, firstCommentIn, privateCategoryIDs } from "./support/data";

let t: TestApp;
let hiddenCategories: number[] = [];
let hiddenDiscussions: number[] = [];
let hiddenComment = { commentID: 0, discussionID: 0 };
let hiddenTagID = 0;
let hiddenAuthorID = 0;
const viewers: Record<string, string | undefined> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  hiddenCategories = await privateCategoryIDs(db);
  hiddenDiscussions = await discussionIDsIn(db, hiddenCategories);
  hiddenComment = await firstCommentIn(db, hiddenDiscussions);
  const first = hiddenDiscussions[0] ?? 0;
  // Make sure a public tag and a public-facing author also appear on hidden content.
  await db.insert(discussionTags).values({ discussionID: first, tagID: 1 }).onConflictDoNothing();
  hiddenTagID = 1;
  const [row] = await db
    .select({ insertUserID: discussions.insertUserID })
    .from(discussions)
    .where(eq(discussions.discussionID, first));
  hiddenAuthorID = row?.insertUserID ?? 0;
  viewers.guest = undefined;
  viewers.member = await signIn(t.app, "member");
  viewers.moderator = await signIn(t.app, "moderator");
});
afterAll(() => t.close());

async function everyDiscussionID(query: string, cookie: string | undefined): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 20; page++) {
    const response = await get(t.app, `/api/v2/discussions?${query}&limit=100&page=${page}`, cookie);
    expect(response.statusCode).toBe(200);
    const data = json<Discussion[]>(response);
    ids.push(...data.map((d) => d.discussionID));
    if (data.length < 100) break;
  }
  return ids;
}

describe.each(["guest", "member"])("as %s", (who) => {
  const cookie = () => viewers[who];

  it("the seed has private content to hide", () => {
    expect(hiddenCategories.length).toBe(2);
    expect(hiddenDiscussions.length).toBeGreaterThan(0);
  });

  it("GET /discussions/{id} answers 404", async () => {
    for (const id of hiddenDiscussions.slice(0, 5)) {
      expect((await get(t.app, `/api/v2/discussions/${id}`, cookie())).statusCode).toBe(404);
    }
  });

  it("GET /comments?discussionID= answers 404", async () => {
    const response = await get(
      t.app,
      `/api/v2/comments?discussionID=${hiddenComment.discussionID}`,
      cookie(),
    );
    expect(response.statusCode).toBe(404);
  });

  it("GET /discussions never lists it, whatever the filter or sort", async () => {
    for (const query of [
      "",
      "sort=-hot",
      "sort=-score",
      "pinOrder=first",
      `tagID=${hiddenTagID}`,
      `insertUserID=${hiddenAuthorID}`,
    ]) {
      const ids = await everyDiscussionID(query, cookie());
      expect(
        ids.filter((id) => hiddenDiscussions.includes(id)),
        query,
      ).toEqual([]);
    }
    for (const categoryID of hiddenCategories) {
      const direct = await get(t.app, `/api/v2/discussions?categoryID=${categoryID}`, cookie());
      expect(direct.statusCode).toBe(404);
    }
  });

  it("GET /categories and /categories/{id} never show the category or its latest post", async () => {
    const tree = await get(t.app, "/api/v2/categories?maxDepth=10&expand=all", cookie());
    const flat = await get(t.app, "/api/v2/categories?outputFormat=flat&maxDepth=10&expand=all", cookie());
    for (const response of [tree, flat]) {
      const body = response.body;
      for (const id of hiddenCategories) expect(body).not.toContain(`"categoryID":${id},`);
      expect(body).not.toContain("Staff Lounge");
      const lastPostIDs = [...body.matchAll(/"discussionID":(\d+)/g)].map((m) => Number(m[1]));
      expect(lastPostIDs.filter((id) => hiddenDiscussions.includes(id))).toEqual([]);
    }
    for (const id of hiddenCategories) {
      expect((await get(t.app, `/api/v2/categories/${id}`, cookie())).statusCode).toBe(404);
    }
  });

  it("the permissions record does not name the private categories", async () => {
    const body = (await get(t.app, "/api/v2/users/$me/permissions?expand=junctions", cookie())).body;
    for (const id of hiddenCategories) expect(body).not.toContain(`"${id}"`);
    expect(body).toContain('"junctions":{"category":[]}');
  });
});

describe("as a moderator", () => {
  it("everything private is reachable", async () => {
    const cookie = viewers.moderator;
    expect((await get(t.app, `/api/v2/discussions/${hiddenDiscussions[0]}`, cookie)).statusCode).toBe(200);
    expect(
      (await get(t.app, `/api/v2/comments?discussionID=${hiddenComment.discussionID}`, cookie)).statusCode,
    ).toBe(200);
    const ids = await everyDiscussionID("", cookie);
    expect(hiddenDiscussions.every((id) => ids.includes(id))).toBe(true);
    const [staff] = await t.database.db.select().from(categories).where(eq(categories.urlcode, "staff"));
    const category = json<Category>(await get(t.app, `/api/v2/categories/${staff?.categoryID}`, cookie));
    expect(category.countAllDiscussions).toBe(hiddenDiscussions.length);
  });
});
