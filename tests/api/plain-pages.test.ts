// The plain pages of docs/reference/routes.md#layout-routes: with a route's custom layout flag off the same URL still
// answers 200 with the shell, the flags and the plain page's title, and no layout — for the category list, a
// category, a discussion, a comment link and the create-post page. And the one read the plain comment page needs
// beyond the lists: GET /comments/{id}, 404 in a category the viewer may not see.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import type { Comment } from "../../src/types/generated/api/comment";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, discussionIDsIn, firstCommentIn, privateCategoryIDs } from "./support/data";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

interface PageState {
  layout?: unknown;
  routing: { flags: Record<string, boolean> };
}

async function page(url: string) {
  const response = await get(t.app, url);
  const match = response.body.match(
    /<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s,
  );
  if (!match?.[1]) throw new Error(`no inlined state for ${url}`);
  return { response, state: JSON.parse(match[1]) as PageState };
}

async function setFlag(flag: string, value: boolean) {
  const key = `featureFlags.customLayout.${flag}.Enabled`;
  const response = await t.app.inject({
    method: "PATCH",
    url: "/api/v2/config",
    headers: { ...XRW, cookie: admin },
    payload: { [key]: value },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function withFlagOff(flag: string, check: () => Promise<void>) {
  await setFlag(flag, false);
  try {
    await check();
  } finally {
    await setFlag(flag, true);
  }
}

async function expectPlain(url: string, flag: string, title: string) {
  const { response, state } = await page(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.body).toContain(`<title>${title} - Quorum Community</title>`);
  expect(state.layout, url).toBeUndefined();
  expect(state.routing.flags[flag]).toBe(false);
}

describe("custom layout flags off: plain pages", () => {
  it("categoryList: /categories and a category's page", async () => {
    expect((await page("/categories")).state.layout).toBeDefined();
    await withFlagOff("categoryList", async () => {
      await expectPlain("/categories", "categoryList", "Categories");
      await expectPlain("/categories/general", "categoryList", "Categories");
      await expectPlain("/categories/general/p2", "categoryList", "Categories");
    });
    expect((await page("/categories")).state.layout).toBeDefined();
  });

  it("post: a discussion and a comment link", async () => {
    const generalID = await categoryIDByUrlcode(t.database.db, "general");
    const { commentID, discussionID } = await firstCommentIn(
      t.database.db,
      await discussionIDsIn(t.database.db, [generalID]),
    );
    await withFlagOff("post", async () => {
      await expectPlain(`/discussion/${discussionID}`, "post", "Discussion");
      await expectPlain(`/discussion/comment/${commentID}`, "post", "Discussion");
      // The other flags' routes keep their layouts.
      expect((await page("/discussions")).state.layout).toBeDefined();
    });
  });

  it("createPost: the create-post path", async () => {
    const generalID = await categoryIDByUrlcode(t.database.db, "general");
    await withFlagOff("createPost", async () => {
      await expectPlain(`/post/discussion/${generalID}`, "createPost", "New Post");
      await expectPlain("/post/discussion", "createPost", "New Post");
    });
  });
});

describe("GET /comments/{id}", () => {
  it("answers a visible comment with its rendered body and its discussion", async () => {
    const generalID = await categoryIDByUrlcode(t.database.db, "general");
    const discussionIDs = await discussionIDsIn(t.database.db, [generalID]);
    const { commentID, discussionID } = await firstCommentIn(t.database.db, discussionIDs);
    const response = await get(t.app, `/api/v2/comments/${commentID}`);
    expect(response.statusCode).toBe(200);
    const comment = json<Comment>(response);
    expect(comment).toMatchObject({ commentID, discussionID, categoryID: generalID });
    expect(comment.url).toBe(`/discussion/comment/${commentID}#Comment_${commentID}`);
    expect(comment.body).toMatch(/^</);
  });

  it("is 404 for a comment in a private category (guests and members), and for none at all", async () => {
    const hidden = await privateCategoryIDs(t.database.db);
    const { commentID } = await firstCommentIn(t.database.db, await discussionIDsIn(t.database.db, hidden));
    expect((await get(t.app, `/api/v2/comments/${commentID}`)).statusCode).toBe(404);
    const member = await signIn(t.app, "member");
    expect((await get(t.app, `/api/v2/comments/${commentID}`, member)).statusCode).toBe(404);
    expect((await get(t.app, `/api/v2/comments/${commentID}`, admin)).statusCode).toBe(200);
    expect((await get(t.app, "/api/v2/comments/2147483647")).statusCode).toBe(404);
    const bad = await get(t.app, "/api/v2/comments/abc");
    expect(bad.statusCode).toBe(400);
    expect(json<{ status: number }>(bad).status).toBe(400);
  });
});
