// The external search (docs/reference/search.md#external-search): the config key search.externalUrl, validated as
// an http(s) address holding the query placeholder (%s or {searchTerms}), answered by GET /config and inlined into
// every page for the search boxes; settings managers only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webPages } from "../../src/server/web/pages";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

const SHELL = `<!doctype html><html><head><title>x</title><!--quorum-head--></head><body><div id="root"></div><!--quorum-state--></body></html>`;
const KEYS = "search.externalUrl,search.externalUrlNewTab";
const GOOGLE = "https://www.google.com/search?q={searchTerms}+site:example.com";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ extraPlugins: [(app) => webPages(app, { indexHtml: SHELL })] });
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

function patch(payload: object, cookie = admin) {
  return t.app.inject({ method: "PATCH", url: "/api/v2/config", headers: { ...XRW, cookie }, payload });
}

function inlinedSite(html: string): { externalSearch?: unknown } {
  const match = html.match(/<script id="__QUORUM_STATE__" type="application\/json">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error("no inlined state");
  return (JSON.parse(match[1]) as { site: { externalSearch?: unknown } }).site;
}

describe("external search", () => {
  it("is off by default: empty in GET /config, absent from the page state", async () => {
    expect(json(await get(t.app, `/api/v2/config?select=${KEYS}`))).toEqual({
      "search.externalUrl": "",
      "search.externalUrlNewTab": false,
    });
    expect(inlinedSite((await get(t.app, "/")).body).externalSearch).toBeUndefined();
  });

  it("is set with PATCH /config and reaches every page at once", async () => {
    const response = await patch({ "search.externalUrl": GOOGLE, "search.externalUrlNewTab": true });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ "search.externalUrl": GOOGLE, "search.externalUrlNewTab": true });
    expect(inlinedSite((await get(t.app, "/categories")).body).externalSearch).toEqual({
      urlTemplate: GOOGLE,
      newTab: true,
    });
    expect((await patch({ "search.externalUrl": "https://search.example.com/?q=%s" })).statusCode).toBe(200);
    expect(inlinedSite((await get(t.app, "/")).body).externalSearch).toEqual({
      urlTemplate: "https://search.example.com/?q=%s",
      newTab: true,
    });
    expect((await patch({ "search.externalUrl": "" })).statusCode).toBe(200);
    expect(inlinedSite((await get(t.app, "/")).body).externalSearch).toBeUndefined();
  });

  it("refuses an address that is not http(s) or lacks the query placeholder, with the error on the field", async () => {
    const bad = [
      "https://www.google.com/search?q=forum",
      "javascript:alert('%s')",
      "ftp://files.example.com/?q=%s",
      "//search.example.com/?q=%s",
      "https://%s",
      "https://search.example.com/?q= %s",
    ];
    for (const value of bad) {
      const response = await patch({ "search.externalUrl": value });
      expect(response.statusCode, value).toBe(400);
      const body = json<ErrorBody>(response);
      expect(body.status).toBe(400);
      expect(Object.keys(body.errors ?? {}), value).toEqual(["search.externalUrl"]);
    }
    expect((await patch({ "search.externalUrlNewTab": "yes" })).statusCode).toBe(400);
  });

  it("is changed by settings managers only", async () => {
    const member = await signIn(t.app, "member");
    expect((await patch({ "search.externalUrl": GOOGLE }, member)).statusCode).toBe(403);
  });
});
