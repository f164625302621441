// Server rendering of pages (src/server/web/render-page.ts with src/client/entry-server.tsx, here from source): layout
// pages and plain pages answer with their content as HTML (text and real links a crawler reads), the query cache
// the client hydrates from, and never an error when rendering fails (the client-rendered shell instead). App pages
// (sign-in) stay client-rendered.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { render } from "../../src/client/entry-server";
import { discussions } from "../../src/server/db/schema";
import { webPages } from "../../src/server/web/pages";
import { createTestApp, get, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    extraPlugins: [(app) => webPages(app, { indexHtml: SHELL, renderEntry: render })],
  });
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

/** The markup inside #root, without the inlined JSON blocks. */
function rootHtml(body: string): string {
  const start = body.indexOf('<div id="root">');
  const end = body.indexOf('<script id="__QUORUM_STATE__"');
  return start < 0 || end < 0 ? "" : body.slice(start, end);
}

function hydration(
  body: string,
): { queries: { queries: Array<{ queryKey: unknown[] }> }; now: number } | null {
  const match = body.match(/<script id="__QUORUM_HYDRATION__" type="application\/json">(.*?)<\/script>/s);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

async function firstDiscussion(): Promise<{ discussionID: number; name: string }> {
  const [row] = await t.database.db
    .select({ discussionID: discussions.discussionID, name: discussions.name })
    .from(discussions)
    .where(eq(discussions.categoryID, await categoryIDByUrlcode(t.database.db, "general")))
    .limit(1);
  if (!row) throw new Error("no discussion in the demo seed");
  return row;
}

const escapeText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("server-rendered pages", () => {
  it("renders the home page's layout as HTML with links, and a hydration block", async () => {
    const response = await get(t.app, "/");
    expect(response.statusCode).toBe(200);
    const html = rootHtml(response.body);
    expect(html).toContain("<header");
    expect(html).toMatch(/<a [^>]*href="\/discussion\/\d+/);
    expect(hydration(response.body)?.now).toBeTypeOf("number");
    // Every part in place, none held back for a script to reveal (readers without JavaScript see it all).
    expect(html).not.toContain('<div hidden id="S:');
  });

  it("writes a discussion's text into the HTML of its page", async () => {
    const { discussionID, name } = await firstDiscussion();
    const response = await get(t.app, `/discussion/${discussionID}`);
    expect(response.statusCode).toBe(200);
    expect(rootHtml(response.body)).toContain(escapeText(name));
  });

  it("renders the discussion list with page links", async () => {
    const response = await get(t.app, "/discussions");
    const html = rootHtml(response.body);
    expect(html).toMatch(/<a [^>]*href="\/discussion\/\d+/);
    expect(html).toMatch(/<a [^>]*href="\/discussions\?page=2/);
  });

  it("fetches a plain page's data on the server and dehydrates it", async () => {
    const key = "featureFlags.customLayout.discussionList.Enabled";
    const patch = (value: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: "/api/v2/config",
        headers: { ...XRW, cookie: admin },
        payload: { [key]: value },
      });
    expect((await patch(false)).statusCode).toBe(200);
    try {
      const response = await get(t.app, "/discussions");
      expect(rootHtml(response.body)).toMatch(/<a [^>]*href="\/discussion\/\d+/);
      expect(hydration(response.body)?.queries.queries.length).toBeGreaterThan(0);
    } finally {
      await patch(true);
    }
  });

  it("leaves app pages to the client", async () => {
    const response = await get(t.app, "/entry/signin");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(hydration(response.body)).toBeNull();
  });
});

describe("a render that fails", () => {
  let broken: TestApp;
  beforeAll(async () => {
    const failing = () => Promise.reject(new Error("render failed"));
    broken = await createTestApp({
      extraPlugins: [(app) => webPages(app, { indexHtml: SHELL, renderEntry: failing })],
    });
  });
  afterAll(() => broken.close());

  it("still answers the page, as the client-rendered shell", async () => {
    const response = await get(broken.app, "/discussions");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain("__QUORUM_STATE__");
  });
});
