// The "only followed categories" switch of the Posts and Categories widgets (previewed by an admin through
// POST /layouts/hydrate): hidden for a viewer who follows nothing, and once they follow a category, only that
// category's posts (and the category itself) are listed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

type Node = { $reactComponent: string; $reactProps: Record<string, unknown> };

let t: TestApp;
let member: string;
let memberID = 0;
let categoryID = 0;

const layout = [
  {
    $hydrate: "react.section.1-column",
    children: [
      {
        $hydrate: "react.discussion.discussions",
        title: "Followed posts",
        apiParams: { followed: true, limit: 20 },
      },
      { $hydrate: "react.categories", title: "Followed categories", apiParams: { followed: true } },
    ],
  },
];

async function hydrate(cookie: string): Promise<Node[]> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/layouts/hydrate",
    headers: { ...XRW, cookie },
    payload: { layoutViewType: "home", layout, params: {} },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [section] = json<HydratedLayout>(response).layout;
  return (section?.$reactProps.children as Node[] | undefined) ?? [];
}

function follow(followed: boolean) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/v2/categories/${categoryID}/preferences/${memberID}`,
    headers: { ...XRW, cookie: member },
    payload: { "preferences.followed": followed },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "admin");
  const [row] = await t.database.db
    .select({ userID: users.userID })
    .from(users)
    .where(eq(users.name, "admin"));
  memberID = row?.userID ?? 0;
  const list = json<{ categoryID: number }[]>(await get(t.app, "/api/v2/discussions?limit=1", member));
  categoryID = list[0]?.categoryID ?? 0;
});
afterAll(() => t.close());

describe("apiParams.followed", () => {
  it("hides both widgets from a viewer who follows nothing", async () => {
    const following = json<{ categoryID: number }[]>(
      await get(t.app, `/api/v2/categories?outputFormat=flat&maxDepth=10&limit=500`, member),
    );
    for (const category of following) {
      await t.app.inject({
        method: "PATCH",
        url: `/api/v2/categories/${category.categoryID}/preferences/${memberID}`,
        headers: { ...XRW, cookie: member },
        payload: { "preferences.followed": false },
      });
    }
    expect(await hydrate(member)).toEqual([]);
  });

  it("lists only the followed category's posts and the category itself", async () => {
    expect((await follow(true)).statusCode).toBe(200);
    const [posts, categories] = await hydrate(member);
    const discussions = posts?.$reactProps.discussions as { categoryID: number }[];
    expect(discussions.length).toBeGreaterThan(0);
    expect(new Set(discussions.map((d) => d.categoryID))).toEqual(new Set([categoryID]));
    const itemData = categories?.$reactProps.itemData as { categoryID: number }[];
    expect(itemData.map((c) => c.categoryID)).toEqual([categoryID]);
  });
});
