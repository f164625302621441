import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
});
afterAll(() => t.close());

describe("identity pages", () => {
  it.each([
    ["/entry/signout", "Sign Out"],
    ["/entry/passwordrequest", "Reset Password"],
    ["/entry/passwordreset/SomeToken_-1", "Choose a New Password"],
    ["/entry/emailconfirm/SomeToken_-1", "Confirm Email"],
    ["/entry/emailconfirmrequest", "Confirm Your Email"],
  ])("%s answers 200 with the shell titled %s", async (url, title) => {
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${title} - Quorum Community</title>`);
  });

  it("the session list is a member's own page: 403 for a guest, 200 titled Sessions when signed in", async () => {
    expect((await get(t.app, "/profile/edit/sessions")).statusCode).toBe(403);
    const response = await get(t.app, "/profile/edit/sessions", await signIn(t.app, "member"));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Sessions - Quorum Community</title>");
  });

  it("a reset address without a token is not a page", async () => {
    expect((await get(t.app, "/entry/passwordreset")).statusCode).toBe(404);
  });
});
