// Category follow preferences (docs/reference/api-conventions.md#other-call-families): self or site.manage,
// countFollowers kept in step, hidden categories 404, and the follow toggle widget reflecting the stored state.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, layouts, layoutViews, users } from "../../src/server/db/schema";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";

let t: TestApp;
let member: string;
let admin: string;
let memberID = 0;
let categoryID = 0;
let parentCategoryID = 0;

async function userIDOf(name: string): Promise<number> {
  const [row] = await t.database.db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  return row?.userID ?? 0;
}

async function followers(id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ count: categories.countFollowers })
    .from(categories)
    .where(eq(categories.categoryID, id));
  return row?.count ?? -1;
}

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  admin = await signIn(t.app, "admin");
  memberID = await userIDOf("member");
  categoryID = await categoryIDByUrlcode(t.database.db, "general");
  const [parent] = await t.database.db
    .select({ id: categories.categoryID })
    .from(categories)
    .where(eq(categories.displayAs, "categories"))
    .limit(1);
  parentCategoryID = parent?.id ?? 0;
  const [stored] = await t.database.db
    .insert(layouts)
    .values({
      name: "Follow test",
      layoutViewType: "home",
      insertUserID: 1,
      layout: [
        { $hydrate: "react.section.1-column", children: [{ $hydrate: "react.asset.categoryFollow" }] },
      ],
    })
    .returning();
  await t.database.db.insert(layoutViews).values({
    layoutID: String(stored?.layoutID),
    layoutViewType: "home",
    recordType: "global",
    recordID: -1,
    insertUserID: 1,
  });
});
afterAll(() => t.close());

const url = (category: number, user: number) => `/api/v2/categories/${category}/preferences/${user}`;

function patch(path: string, followed: unknown, cookie?: string) {
  return t.app.inject({
    method: "PATCH",
    url: path,
    headers: cookie ? { ...XRW, cookie } : XRW,
    payload: { "preferences.followed": followed },
  });
}

async function followWidget(cookie: string | undefined, category: number): Promise<HydratedNode | undefined> {
  const response = await get(
    t.app,
    `/api/v2/layouts/lookup-hydrate?layoutViewType=home&recordType=siteSection&recordID=0&params[categoryID]=${category}`,
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  const [section] = json<HydratedLayout>(response).layout;
  return (section?.$reactProps.children as HydratedNode[] | undefined)?.[0];
}

describe("category preferences", () => {
  it("follows and unfollows, recounting the category's followers", async () => {
    await patch(url(categoryID, memberID), false, member);
    const before = await followers(categoryID);
    const followed = await patch(url(categoryID, memberID), true, member);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(json(followed)).toMatchObject({ "preferences.followed": true });
    expect(await followers(categoryID)).toBe(before + 1);
    expect(json(await get(t.app, url(categoryID, memberID), member))).toMatchObject({
      "preferences.followed": true,
    });
    await patch(url(categoryID, memberID), true, member);
    expect(await followers(categoryID)).toBe(before + 1);
    expect(json(await patch(url(categoryID, memberID), false, member))).toMatchObject({
      "preferences.followed": false,
    });
    expect(await followers(categoryID)).toBe(before);
  });

  it("refuses guests (401), other users (403) but not site managers, and bad bodies (400)", async () => {
    expect((await get(t.app, url(categoryID, memberID))).statusCode).toBe(401);
    const adminID = await userIDOf("admin");
    expect((await get(t.app, url(categoryID, adminID), member)).statusCode).toBe(403);
    expect((await patch(url(categoryID, adminID), true, member)).statusCode).toBe(403);
    expect((await get(t.app, url(categoryID, memberID), admin)).statusCode).toBe(200);
    expect((await patch(url(categoryID, memberID), "yes", member)).statusCode).toBe(400);
    expect((await get(t.app, url(categoryID, 99_999), admin)).statusCode).toBe(404);
  });

  it("answers 404 for a category the viewer may not see", async () => {
    const [hidden] = await privateCategoryIDs(t.database.db);
    expect((await patch(url(hidden ?? 0, memberID), true, member)).statusCode).toBe(404);
    expect((await get(t.app, url(424_242, memberID), member)).statusCode).toBe(404);
  });
});

describe("category follow widget", () => {
  it("is hidden from guests and on categories that hold no discussions", async () => {
    expect(await followWidget(undefined, categoryID)).toBeUndefined();
    expect(parentCategoryID).toBeGreaterThan(0);
    expect(await followWidget(member, parentCategoryID)).toBeUndefined();
  });

  it("shows a member the stored follow state of the page's category", async () => {
    await patch(url(categoryID, memberID), true, member);
    const widget = await followWidget(member, categoryID);
    expect(widget?.$reactComponent).toBe("CategoryFollowWidget");
    expect(widget?.$reactProps).toMatchObject({ userID: memberID, recordID: categoryID, followed: true });
    await patch(url(categoryID, memberID), false, member);
    expect((await followWidget(member, categoryID))?.$reactProps.followed).toBe(false);
  });
});
