// The guest cache (src/server/cache): guests' pages and public reads come from memory, and every write that changes
// what a guest sees reaches the next guest within a second (in practice at once: the write bumps the generation
// before its response leaves).
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comment } from "../../src/types/generated/api/comment";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { LayoutFull } from "../../src/types/generated/api/layout-full";
import type { LayoutRevision } from "../../src/types/generated/api/layout-revision";
import type { Role } from "../../src/types/generated/api/role";
import { json, signIn, type TestApp } from "./support/app";
import { categoryIDByUrlcode } from "./support/data";
import {
  cacheStatus,
  createCachedApp,
  guestSeesWithin1s,
  primed,
  send,
  stateOf,
  written,
} from "./support/guest-cache";

let t: TestApp;
let member: string;
let moderator: string;
let admin: string;
let general: number;
let offTopic: number;
beforeAll(async () => {
  t = await createCachedApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  admin = await signIn(t.app, "admin");
  general = await categoryIDByUrlcode(t.database.db, "general");
  offTopic = await categoryIDByUrlcode(t.database.db, "off-topic");
});
afterAll(() => t.close());

let counter = 0;
async function newDiscussion(name = `Cache probe ${++counter}`): Promise<Discussion> {
  const payload = { name, body: "Probe body.", format: "markdown", categoryID: general };
  return json<Discussion>(await written(send(t.app, "POST", "/api/v2/discussions", member, payload)));
}

const has = (text: string) => (response: { body: string }) => response.body.includes(text);

describe("what the cache serves", () => {
  it("answers a guest's second read from memory, the same body, whatever the order of the query", async () => {
    const first = await send(t.app, "GET", "/api/v2/discussions?limit=5&sort=-dateInserted");
    expect(cacheStatus(first)).toBe("miss");
    const second = await send(t.app, "GET", "/api/v2/discussions?sort=-dateInserted&limit=5");
    expect(cacheStatus(second)).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    // Paging travels in headers: they come back with the body.
    expect(first.headers["x-app-page-result-count"]).toBeDefined();
    expect(second.headers["x-app-page-result-count"]).toBe(first.headers["x-app-page-result-count"]);
    expect(second.headers.link).toBe(first.headers.link);
  });

  it("serves HTML pages with a fresh nonce per response, matching the CSP header", async () => {
    await send(t.app, "GET", "/discussions");
    const a = await send(t.app, "GET", "/discussions");
    const b = await send(t.app, "GET", "/discussions");
    expect([cacheStatus(a), cacheStatus(b)]).toEqual(["hit", "hit"]);
    const nonceOf = (html: string) => html.match(/<script nonce="([^"]+)"/)?.[1];
    const [na, nb] = [nonceOf(a.body), nonceOf(b.body)];
    expect(na).toBeDefined();
    expect(na).not.toBe(nb);
    expect(a.headers["content-security-policy"]).toContain(`'nonce-${na}'`);
    expect(b.headers["content-security-policy"]).toContain(`'nonce-${nb}'`);
    expect(a.body.replaceAll(na ?? "", "")).toBe(b.body.replaceAll(nb ?? "", ""));
    expect(a.body).not.toContain("quorum-nonce-");
  });

  it("sends a stored page gzipped once for all, with each response's own nonce, to browsers that take gzip", async () => {
    const read = (encoding: string) =>
      t.app.inject({ method: "GET", url: "/categories", headers: { "accept-encoding": encoding } });
    const plain = await send(t.app, "GET", "/categories");
    const browser = "gzip, deflate, br, zstd";
    const [a, b] = [await read(browser), await read(browser)];
    expect([cacheStatus(a), cacheStatus(b)]).toEqual(["hit", "hit"]);
    for (const hit of [a, b]) {
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
      const page = gunzipSync(hit.rawPayload).toString("utf8");
      const nonce = page.match(/<script nonce="([^"]+)"/)?.[1] ?? "";
      expect(hit.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
      const plainNonce = plain.body.match(/<script nonce="([^"]+)"/)?.[1] ?? "";
      expect(page.replaceAll(nonce, "")).toBe(plain.body.replaceAll(plainNonce, ""));
    }
    expect(a.headers["content-security-policy"]).not.toBe(b.headers["content-security-policy"]);
    // A client that prefers brotli gets it (encoded per response); one that takes neither, the page as it is.
    const brotli = await read("br;q=1, gzip;q=0.5");
    expect([cacheStatus(brotli), brotli.headers["content-encoding"]]).toEqual(["hit", "br"]);
    expect(brotliDecompressSync(brotli.rawPayload).toString("utf8")).toContain("<!doctype html>");
    const identity = await read("identity");
    expect([cacheStatus(identity), identity.headers["content-encoding"]]).toEqual(["hit", undefined]);
    expect(identity.body).toContain("<!doctype html>");
  });

  it("sends stored API answers gzipped the same way", async () => {
    const url = "/api/v2/discussions?limit=30&expand=insertUser";
    const plain = await send(t.app, "GET", url);
    const hit = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect([cacheStatus(hit), hit.headers["content-encoding"]]).toEqual(["hit", "gzip"]);
    expect(gunzipSync(hit.rawPayload).toString("utf8")).toBe(plain.body);
    // One weak tag for every encoding of the body, so a copy kept from either revalidates with 304.
    expect(hit.headers.etag).toBe(plain.headers.etag);
    const revalidated = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "gzip", "if-none-match": String(plain.headers.etag) },
    });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, ""]);
  });

  it("counts a discussion page view on every answer, cached or not", async () => {
    const { discussionID } = await newDiscussion();
    const views = async () =>
      json<Discussion>(await send(t.app, "GET", `/api/v2/discussions/${discussionID}`, member)).countViews;
    const before = await views();
    for (let i = 0; i < 3; i++) await send(t.app, "GET", `/discussion/${discussionID}`);
    expect(await views()).toBe(before + 3);
  });

  it("keeps errors out: a 404 is answered afresh every time", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await send(t.app, "GET", "/api/v2/discussions/999999");
      expect(response.statusCode).toBe(404);
      expect(cacheStatus(response)).toBe("miss");
    }
  });
});

describe("a guest sees each write within a second", () => {
  it("a new discussion (list API, list page and home page)", async () => {
    const name = `Brand new ${Date.now()}`;
    for (const url of ["/api/v2/discussions?limit=10", "/discussions", "/"]) await primed(t.app, url);
    await newDiscussion(name);
    for (const url of ["/api/v2/discussions?limit=10", "/discussions", "/"])
      await guestSeesWithin1s(t.app, url, has(name));
  });

  it("a comment", async () => {
    const { discussionID } = await newDiscussion();
    const url = `/api/v2/comments?discussionID=${discussionID}`;
    await primed(t.app, url);
    const payload = { discussionID, body: "A fresh reply.", format: "text" };
    await written(send(t.app, "POST", "/api/v2/comments", member, payload));
    await guestSeesWithin1s(t.app, url, has("A fresh reply."));
  });

  it("an edit of a comment and of a discussion", async () => {
    const { discussionID } = await newDiscussion();
    const reply = { discussionID, body: "Before the edit.", format: "text" };
    const comment = json<Comment>(await written(send(t.app, "POST", "/api/v2/comments", member, reply)));
    const url = `/api/v2/comments/${comment.commentID}`;
    await primed(t.app, url);
    await written(send(t.app, "PATCH", url, member, { body: "After the edit." }));
    await guestSeesWithin1s(t.app, url, has("After the edit."));
    await primed(t.app, `/discussion/${discussionID}`);
    await written(
      send(t.app, "PATCH", `/api/v2/discussions/${discussionID}`, member, { name: "Renamed probe" }),
    );
    await guestSeesWithin1s(t.app, `/discussion/${discussionID}`, has("Renamed probe"));
  });

  it("a delete", async () => {
    const { discussionID } = await newDiscussion();
    const url = `/api/v2/discussions/${discussionID}`;
    await primed(t.app, url);
    await written(send(t.app, "DELETE", url, moderator));
    await guestSeesWithin1s(t.app, url, (response) => response.statusCode === 404);
  });

  it("a move and a close", async () => {
    const { discussionID } = await newDiscussion();
    const url = `/api/v2/discussions/${discussionID}`;
    await primed(t.app, url);
    const move = { discussionIDs: [discussionID], categoryID: offTopic };
    await written(send(t.app, "PATCH", "/api/v2/discussions/move", moderator, move));
    await guestSeesWithin1s(t.app, url, (response) => json<Discussion>(response).categoryID === offTopic);
    await primed(t.app, url);
    const close = { discussionIDs: [discussionID], closed: true };
    await written(send(t.app, "PATCH", "/api/v2/discussions/close", moderator, close));
    await guestSeesWithin1s(t.app, url, (response) => json<Discussion>(response).closed);
  });

  it("a reaction", async () => {
    const { discussionID } = await newDiscussion();
    const url = `/api/v2/discussions/${discussionID}?expand=reactions`;
    const likes = (body: Discussion) => body.reactions?.find((r) => r.name === "Like")?.count ?? 0;
    const before = likes(json<Discussion>(await primed(t.app, url)));
    await written(
      send(t.app, "POST", `/api/v2/discussions/${discussionID}/reactions`, moderator, {
        reactionType: "Like",
      }),
    );
    await guestSeesWithin1s(t.app, url, (response) => likes(json<Discussion>(response)) === before + 1);
  });

  it("a layout published and assigned", async () => {
    const doc = (name: string) => [
      {
        $hydrate: "react.section.1-column",
        children: [{ $hydrate: "react.html", name, html: `<p>${name}</p>` }],
      },
    ];
    const created = await written(
      send(t.app, "POST", "/api/v2/layouts", admin, {
        name: "Cached home",
        layoutViewType: "home",
        layout: doc("first-probe"),
      }),
    );
    const layoutID = json<LayoutFull>(created).layoutID;
    await primed(t.app, "/");
    await written(
      send(t.app, "PUT", `/api/v2/layouts/${layoutID}/views`, admin, [
        { recordType: "global", recordID: -1 },
      ]),
    );
    await guestSeesWithin1s(t.app, "/", has("first-probe"));
    const edit = json<{ latestRevisionID: number | null }>(
      await send(t.app, "GET", `/api/v2/layouts/${layoutID}/edit`, admin),
    );
    const draft = { name: "Draft", layout: doc("second-probe"), baseRevisionID: edit.latestRevisionID };
    const saved = json<LayoutRevision>(
      await written(send(t.app, "POST", `/api/v2/layouts/${layoutID}/revisions`, admin, draft)),
    );
    await primed(t.app, "/");
    await written(
      send(t.app, "POST", `/api/v2/layouts/${layoutID}/publish`, admin, { revisionID: saved.revisionID }),
    );
    await guestSeesWithin1s(t.app, "/", has("second-probe"));
    await written(send(t.app, "PUT", `/api/v2/layouts/${layoutID}/views`, admin, []));
  });

  it("a config change", async () => {
    await primed(t.app, "/categories");
    await written(
      send(t.app, "PATCH", "/api/v2/config", admin, { "entry.signInUrl": "https://sso.example.com/in" }),
    );
    await guestSeesWithin1s(
      t.app,
      "/categories",
      (response) => stateOf(response.body).site.entryUrls.signInUrl === "https://sso.example.com/in",
    );
    await written(send(t.app, "PATCH", "/api/v2/config", admin, { "entry.signInUrl": "/entry/signin" }));
  });

  it("a role permission revoked: the guest's very next read has nothing, and it all comes back", async () => {
    const roles = json<Role[]>(await send(t.app, "GET", "/api/v2/roles", admin));
    const guestRole = roles.find((role) => role.type === "guest");
    if (!guestRole) throw new Error("no Guest role");
    const url = "/api/v2/discussions?limit=5";
    expect(json<Discussion[]>(await primed(t.app, url)).length).toBeGreaterThan(0);
    const revoke = { global: ["signIn.allow"], categories: [{ categoryID: -1, permissions: [] }] };
    await written(send(t.app, "PUT", `/api/v2/roles/${guestRole.roleID}/permissions`, admin, revoke));
    const after = await send(t.app, "GET", url);
    expect(after.statusCode === 200 ? json<Discussion[]>(after) : []).toEqual([]);
    expect(
      (await send(t.app, "GET", `/discussion/${(await newDiscussion()).discussionID}`)).statusCode,
    ).not.toBe(200);
    const restore = {
      global: ["signIn.allow"],
      categories: [{ categoryID: -1, permissions: ["discussions.view"] }],
    };
    await written(send(t.app, "PUT", `/api/v2/roles/${guestRole.roleID}/permissions`, admin, restore));
    await guestSeesWithin1s(t.app, url, (response) => json<Discussion[]>(response).length > 0);
  });
});
