// ETags on the API's reads: a weak tag on every JSON GET, 304 with no body when If-None-Match still holds, a
// different viewer never validated by another's tag, and a write that changes the answer changes the tag.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ifNoneMatchHolds } from "../../src/server/http/etag";
import { createTestApp, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let member: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  other = await signIn(t.app, "moderator");
});
afterAll(() => t.close());

function read(url: string, cookie?: string, ifNoneMatch?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (cookie !== undefined) headers.cookie = cookie;
  if (ifNoneMatch !== undefined) headers["if-none-match"] = ifNoneMatch;
  return t.app.inject({ method: "GET", url, headers });
}

function etagOf(response: LightMyRequestResponse): string {
  const etag = response.headers.etag;
  if (typeof etag !== "string")
    throw new Error(`no ETag on ${response.statusCode} ${response.body.slice(0, 80)}`);
  return etag;
}

const READS = ["/api/v2/discussions?limit=30", "/api/v2/categories", "/api/v2/discussions/1", "/api/v2/tags"];

describe("If-None-Match", () => {
  it.each(READS)("%s: a weak ETag, then 304 with no body for the same viewer", async (url) => {
    for (const cookie of [undefined, member]) {
      // A member's first read of a discussion marks it read, which changes the answer: the tag is taken after it.
      await read(url, cookie);
      const first = await read(url, cookie);
      expect(first.statusCode).toBe(200);
      const etag = etagOf(first);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await read(url, cookie, etag);
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers["content-length"]).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      // A list of tags, a strong form of the same tag and "*" hold too; an unknown tag does not.
      expect((await read(url, cookie, `W/"other", ${etag}`)).statusCode).toBe(304);
      expect((await read(url, cookie, etag.slice(2))).statusCode).toBe(304);
      expect((await read(url, cookie, "*")).statusCode).toBe(304);
      expect((await read(url, cookie, 'W/"other"')).statusCode).toBe(200);
    }
  });

  it("is not answered 304 for another viewer's tag, even when the bodies are the same", async () => {
    const url = "/api/v2/tags";
    const guest = await read(url);
    const asMember = await read(url, member);
    const asOther = await read(url, other);
    expect(asMember.body).toBe(guest.body);
    const tags = new Set([etagOf(guest), etagOf(asMember), etagOf(asOther)]);
    expect(tags.size).toBe(3);
    expect((await read(url, undefined, etagOf(asMember))).statusCode).toBe(200);
    expect((await read(url, member, etagOf(guest))).statusCode).toBe(200);
    expect((await read(url, other, etagOf(asMember))).statusCode).toBe(200);
  });

  it("changes when a write changes the answer", async () => {
    const url = "/api/v2/discussions/1";
    const before = await read(url);
    const etag = etagOf(before);
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/v2/comments",
      headers: { ...XRW, cookie: member },
      payload: {
        discussionID: 1,
        body: "A comment that changes the discussion's counts.",
        format: "markdown",
      },
    });
    expect(posted.statusCode).toBe(201);
    const after = await read(url, undefined, etag);
    expect(after.statusCode).toBe(200);
    expect(etagOf(after)).not.toBe(etag);
    expect(after.body).not.toBe(before.body);
  });

  it("tags neither errors nor writes, nor the reads nobody may store", async () => {
    const missing = await read("/api/v2/discussions/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const me = await read("/api/v2/users/me", member);
    expect(me.headers["cache-control"]).toContain("no-store");
    expect(me.headers.etag).toBeUndefined();
    const written = await t.app.inject({
      method: "PATCH",
      url: "/api/v2/discussions/1/bump",
      headers: { ...XRW, cookie: member },
    });
    expect(written.headers.etag).toBeUndefined();
  });
});

describe("weak comparison", () => {
  it("matches a tag with or without W/, in a list, or *", () => {
    expect(ifNoneMatchHolds('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHolds('"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHolds(' "b" , W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchHolds("*", 'W/"a"')).toBe(true);
    expect(ifNoneMatchHolds('W/"b"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchHolds("", 'W/"a"')).toBe(false);
    expect(ifNoneMatchHolds(undefined, 'W/"a"')).toBe(false);
  });
});
