import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import { createTestApp, get, signIn, type TestApp } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
});
afterAll(() => t.close());

interface PageState {
  status: number;
  site: { name: string };
  currentUser: { userID: number; name: string };
  layout?: { query: { layoutViewType: string; params: Record<string, string> }; data: HydratedLayout };
}

function stateOf(html: string): PageState {
  const match = html.match(/<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error("no inlined state");
  return JSON.parse(match[1]) as PageState;
}

describe("HTML pages", () => {
  it("inlines the hydrated home layout and the viewer, so the first paint needs no API call", async () => {
    const response = await get(t.app, "/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    // A guest's page may be kept by a CDN for a moment (tests/api/cache-headers.test.ts has the rules).
    expect(response.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=/);
    expect(response.body).toContain("<title>Quorum Community</title>");
    const state = stateOf(response.body);
    expect(state.currentUser.userID).toBe(0);
    expect(state.layout?.data.layoutViewType).toBe("home");
    expect(state.layout?.data.layout.length).toBeGreaterThan(0);
  });

  it("passes the query string of /discussions to the layout and titles the page", async () => {
    const response = await get(t.app, "/discussions?sort=-score&utm_source=mail");
    expect(response.body).toContain("<title>Recent Posts - Quorum Community</title>");
    expect(stateOf(response.body).layout?.query.params).toEqual({ sort: "-score", utm_source: "mail" });
  });

  it("renders for the signed-in viewer", async () => {
    const cookie = await signIn(t.app, "member");
    expect(stateOf((await get(t.app, "/", cookie)).body).currentUser.name).toBe("member");
  });

  it("answers unknown pages with 404 and the shell (the client shows the error screen)", async () => {
    const response = await get(t.app, "/no/such/page");
    expect(response.statusCode).toBe(404);
    expect(stateOf(response.body)).toMatchObject({ status: 404 });
    expect(stateOf(response.body).layout).toBeUndefined();
  });

  it("serves the non-layout pages (sign-in) with the shell and their title", async () => {
    const response = await get(t.app, "/entry/signin?target=%2Fdiscussions");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Sign In - Quorum Community</title>");
    expect(stateOf(response.body).layout).toBeUndefined();
  });

  it("answers a member's own pages 403 to a guest (the client shows Permission Problem with Sign In)", async () => {
    const member = await signIn(t.app, "member");
    for (const path of ["/messages", "/messages/add/moderator", "/notifications", "/profile/edit"]) {
      const guest = await get(t.app, path);
      expect(guest.statusCode, path).toBe(403);
      expect(guest.body).toContain("<title>Permission Problem - Quorum Community</title>");
      expect((await get(t.app, path, member)).statusCode, path).toBe(200);
    }
    // Public pages of members stay public.
    expect((await get(t.app, "/profile/moderator")).statusCode).toBe(200);
  });

  it("serves the external-link interstitial that post bodies link through", async () => {
    const response = await get(t.app, "/home/leaving?target=https%3A%2F%2Fexample.com%2F");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Leaving - Quorum Community</title>");
  });

  it("answers a bad page param with 400 rather than failing", async () => {
    const response = await get(t.app, "/discussions?page=zero");
    expect(response.statusCode).toBe(400);
    expect(stateOf(response.body).status).toBe(400);
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await get(t.app, "/api/v2/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: "Endpoint not found.", status: 404 });
  });

  it("escapes inlined JSON so content cannot close the script element", async () => {
    const response = await get(t.app, "/discussions?x=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(response.body).not.toContain("</script><script>alert(1)");
    expect(stateOf(response.body).layout?.query.params.x).toBe("</script><script>alert(1)</script>");
  });
});
