// The dashboard's curation pages (docs/reference/curation.md, docs/reference/routes.md#app-pages): /dashboard/collections
// and /dashboard/tags open for community.manage (administrators and moderators) and answer 403 to others; the tags page answers
// 404 while tagging is off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, get, signIn, type TestApp, XRW } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
let admin: string;
let moderator: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  admin = await signIn(t.app, "admin");
  moderator = await signIn(t.app, "moderator");
  member = await signIn(t.app, "member");
});
afterAll(() => t.close());

describe("the curation pages", () => {
  it.each(["/dashboard/collections", "/dashboard/tags"])(
    "%s opens for community.manage only",
    async (path) => {
      const page = await get(t.app, path, admin);
      expect(page.statusCode).toBe(200);
      expect(page.body).toMatch(/<title>(Collections|Tags) - /);
      // Moderators curate too (the default roles, docs/reference/permissions.md#default-roles); members do not.
      expect((await get(t.app, path, moderator)).statusCode).toBe(200);
      expect((await get(t.app, path, member)).statusCode).toBe(403);
      expect((await get(t.app, path)).statusCode).toBe(403);
    },
  );

  it("answers the tags page 404 while tagging is off", async () => {
    const off = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/addons/tagging",
      headers: { ...XRW, cookie: admin },
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await get(t.app, "/dashboard/tags", admin)).statusCode).toBe(404);
    expect((await get(t.app, "/dashboard/collections", admin)).statusCode).toBe(200);
  });
});
