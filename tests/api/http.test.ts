// Conventions every API route shares: CSRF guard, error bodies, validation, unknown paths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toErrorBody } from "../../src/server/http/error-handler";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectErrorBody(body: ErrorBody, status: number) {
  expect(body.status).toBe(status);
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/); // never a stack trace
}

describe("5xx bodies", () => {
  it("say nothing about the bug unless the site runs in debug mode", () => {
    const bug = new Error("column users.secret does not exist");
    expect(toErrorBody(bug, false)).toEqual({ message: "Something went wrong.", status: 500 });
    const debug = toErrorBody(bug, true);
    expect(debug.description).toBe(bug.message);
    expect(debug.trace).toContain("Error: column users.secret does not exist");
  });
});

describe("X-Requested-With", () => {
  it("is required on every mutation", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/v2/authenticate/password", payload: {} });
      expect(response.statusCode, method).toBe(403);
      expect(json<ErrorBody>(response).message).toBe("The X-Requested-With header is required.");
    }
  });

  it("is refused when empty, and not needed for reads", async () => {
    const empty = await t.app.inject({
      method: "DELETE",
      url: "/api/v2/authenticate",
      headers: { "x-requested-with": " " },
    });
    expect(empty.statusCode).toBe(403);
    expect((await get(t.app, "/api/v2/users/me")).statusCode).toBe(200);
  });

  it("lets a mutation through with any non-empty value", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: "/api/v2/authenticate",
      headers: { "x-requested-with": "fetch" },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    for (const url of ["/api/v2/nothing-here", "/api/v2/discussions/1/nothing"]) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expectErrorBody(json<ErrorBody>(response), 404);
    }
  });
});

describe("bad input is a 4xx with field errors, never a 5xx", () => {
  const cases: [string, string][] = [
    ["/api/v2/discussions/abc", "id"],
    ["/api/v2/discussions/99999999999", "id"],
    ["/api/v2/discussions/-1", "id"],
    ["/api/v2/discussions?page=0", "page"],
    ["/api/v2/discussions?page=-3", "page"],
    ["/api/v2/discussions?limit=101", "limit"],
    ["/api/v2/discussions?limit=abc", "limit"],
    ["/api/v2/discussions?sort=newest", "sort"],
    ["/api/v2/discussions?categoryID=99999999999", "categoryID"],
    ["/api/v2/discussions?expand=bogus", "expand"],
    ["/api/v2/discussions?pinned=maybe", "pinned"],
    ["/api/v2/comments", "discussionID"],
    ["/api/v2/comments?discussionID=1&sort=random", "sort"],
    ["/api/v2/categories?maxDepth=0", "maxDepth"],
    ["/api/v2/categories?outputFormat=xml", "outputFormat"],
    ["/api/v2/tags?limit=1000", "limit"],
    ["/api/v2/users/abc", "id"],
    ["/api/v2/users/abc/permissions", "id"],
    ["/api/v2/users/99999999999/permissions", "id"],
    ["/api/v2/discussions?limit=1&limit=2", "limit"],
    ["/api/v2/discussions?sort[]=-score&sort[]=-hot", "sort"],
    ["/api/v2/discussions?categoryID[a]=1", "categoryID"],
  ];
  for (const [url, field] of cases) {
    it(`${url} → 400 on ${field}`, async () => {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(400);
      const body = json<ErrorBody>(response);
      expectErrorBody(body, 400);
      const errors = body.errors?.[field];
      expect(errors?.length).toBeGreaterThan(0);
      expect(errors?.[0]).toMatchObject({ field });
      expect(typeof errors?.[0]?.code).toBe("string");
    });
  }

  it("reports every bad field at once", async () => {
    const body = json<ErrorBody>(await get(t.app, "/api/v2/discussions?limit=0&page=0&sort=x"));
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["limit", "page", "sort"]);
  });

  it("answers 404 for well-formed IDs that do not exist", async () => {
    const cookie = await signIn(t.app, "member"); // profiles need profiles.view, which guests lack
    for (const url of [
      "/api/v2/discussions/2147483647",
      "/api/v2/categories/no-such-category",
      "/api/v2/users/2147483647",
    ]) {
      const response = await get(t.app, url, cookie);
      expect(response.statusCode, url).toBe(404);
      expectErrorBody(json<ErrorBody>(response), 404);
    }
    const admin = await signIn(t.app, "admin");
    expect((await get(t.app, "/api/v2/users/9999999999/permissions", admin)).statusCode).toBe(404);
    const comments = await get(t.app, "/api/v2/comments?discussionID=2147483647");
    expect(comments.statusCode).toBe(404);
    const list = await get(t.app, "/api/v2/discussions?categoryID=2147483647");
    expect(list.statusCode).toBe(404);
  });

  it("rejects malformed JSON bodies and unknown body fields with 400", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/v2/authenticate/password",
      headers: { ...XRW, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expectErrorBody(json<ErrorBody>(malformed), 400);
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/v2/authenticate/password",
      headers: XRW,
      payload: { username: "member", password: "x", isAdmin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(json<ErrorBody>(extra).errors?.isAdmin?.[0]?.code).toBe("additionalProperties");
  });

  it("survives prototype-pollution attempts in the query", async () => {
    const response = await get(
      t.app,
      "/api/v2/discussions?__proto__[limit]=1&constructor[prototype][x]=1&limit=2",
    );
    expect(response.statusCode).toBe(200);
    expect(json<unknown[]>(response)).toHaveLength(2);
  });
});
