// Issue 11 items 1–4, with the audit's reproductions: input that used to end in a 500 answers 4xx with the error
// body, and changes nothing.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, media } from "../../src/server/db/schema";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "../../src/server/http/json-body";
import { nulCharacterPath } from "../../src/server/http/nul-characters";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestApp, signIn, type TestApp, XRW } from "./support/app";
import { type JsonSchema, SchemaIndex, walkSchema } from "./support/fuzz-schema";
import { routeSchemas } from "./support/route-log";

let t: TestApp;
let member: string;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), "quorum-issue11-media-"));
  t = await createTestApp({ mediaDir });
  member = await signIn(t.app, "member");
}, 240_000);
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

function send(
  method: Method,
  url: string,
  options: { cookie?: string; payload?: string | Buffer; contentType?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...XRW };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.contentType) headers["content-type"] = options.contentType;
  return t.app.inject({ method, url: `/api/v2${url}`, headers, payload: options.payload });
}

/** A 4xx with the spec's error body. */
function expectRefused(response: LightMyRequestResponse, status?: number): ErrorBody {
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (status) expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as ErrorBody;
  expect(body.status).toBe(response.statusCode);
  expect(typeof body.message).toBe("string");
  return body;
}

async function commentCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(comments);
  return row?.total ?? 0;
}

describe("issue 11 item 1: 500 from deeply nested JSON", () => {
  const auditBody = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
  const routes: Array<[Method, string]> = [
    ["POST", "/comments"],
    ["POST", "/discussions"],
    ["PATCH", "/discussions/1"],
    ["POST", "/drafts"],
    ["POST", "/conversations"],
    ["PUT", "/layouts/1/views"],
    ["POST", "/authenticate/password"],
    ["POST", "/users"],
  ];

  it.each(routes)("%s %s answers 400 to [×200000 ]×200000, guest or signed in", async (method, url) => {
    for (const cookie of [undefined, member]) {
      const body = expectRefused(
        await send(method, url, { cookie, payload: auditBody, contentType: "application/json" }),
        400,
      );
      expect(body.message).toBe("The JSON body is nested too deeply.");
    }
  });

  it("refuses from just past the limit (the audit saw intermittent 500s from about 4,000 levels)", async () => {
    for (const levels of [MAX_JSON_DEPTH + 1, 4_000, 10_000]) {
      const payload = `{"body":${"[".repeat(levels)}${"]".repeat(levels)}}`;
      const response = await send("POST", "/comments", {
        cookie: member,
        payload,
        contentType: "application/json",
      });
      expect(expectRefused(response, 400).message).toBe("The JSON body is nested too deeply.");
    }
  });

  it("still parses nesting within the limit, and counts no brackets inside strings", async () => {
    const within = `{"discussionID":1,"format":"markdown","body":${"[".repeat(MAX_JSON_DEPTH - 1)}${"]".repeat(MAX_JSON_DEPTH - 1)}}`;
    const response = await send("POST", "/comments", {
      cookie: member,
      payload: within,
      contentType: "application/json",
    });
    // Parsed, then refused by the schema: body must be a string.
    expect(expectRefused(response, 400).errors?.body).toBeDefined();
    expect(jsonNestsDeeperThan(`{"body":"${"[".repeat(1000)}\\"{{{"}`, 2)).toBe(false);
    expect(jsonNestsDeeperThan("[[[]]]", 2)).toBe(true);
  });

  it("walks input of any depth for NUL characters without recursion", () => {
    let nested: unknown = "a\u0000b";
    for (let level = 0; level < 200_000; level++) nested = [nested];
    expect(nulCharacterPath({ body: nested })?.startsWith("body[0][0]")).toBe(true);
    expect(nulCharacterPath({ a: ["x", { "k\u0000": 1 }] })).toBe("a[1].k\u0000");
  });
});

describe("issue 11 item 2: 500 from Infinity", () => {
  const idRoutes = [
    "/discussions/Infinity",
    "/comments/Infinity",
    "/users/Infinity",
    "/conversations/Infinity",
    "/notifications/Infinity",
    "/drafts/Infinity",
    "/collections/Infinity",
    "/roles/Infinity",
    "/discussions/Infinity/edit",
    "/comments/Infinity/quote",
    "/discussions/Infinity/reactions",
    "/users/Infinity/reacted-posts",
  ];

  it.each(idRoutes)("GET %s answers 400", async (url) => {
    const body = expectRefused(await send("GET", url, { cookie: member }), 400);
    expect(body.errors?.id?.[0]?.code).toBe("decimal");
  });

  const queries = [
    "/discussions?insertUserID=1e309",
    "/discussions?statusID=1e309",
    "/discussions?tagID=1e309",
    "/comments?insertUserID=1e309",
    "/comments?discussionID=1e309",
    "/comments/thread?discussionID=1e309",
    "/comments/thread?discussionID=1&insertUserID=1e309",
    "/drafts?recordID=1e309",
    "/drafts?parentRecordID=1e309",
    "/discussions?insertUserID=Infinity",
    "/discussions?limit=-Infinity",
  ];

  it.each(queries)("GET %s answers 400", async (url) => {
    expectRefused(await send("GET", url, { cookie: member }), 400);
  });

  it.each(["0x1", "%201", "1%20", "1e3", "1.0e0", "%2B1", "0b1"])("takes no id written as %s", async (id) => {
    expectRefused(await send("GET", `/discussions/${id}`, { cookie: member }), 400);
    expectRefused(await send("GET", `/comments?discussionID=${id}`, { cookie: member }), 400);
  });

  it("takes a digit string beyond any float as out of range, and plain decimals as ever", async () => {
    const huge = "9".repeat(400);
    const refused = expectRefused(
      await send("GET", `/comments?discussionID=${huge}`, { cookie: member }),
      400,
    );
    expect(refused.errors?.discussionID?.[0]?.code).toBe("range");
    expect((await send("GET", "/discussions/1", { cookie: member })).statusCode).toBe(200);
    const listed = await send("GET", "/comments?discussionID=1&limit=2", { cookie: member });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as unknown[]).length).toBe(2);
  });

  it("coerces nothing in JSON bodies: true is not the text 'true', '1' is not the number 1, and nothing is stored", async () => {
    const before = await commentCount();
    const cases: Array<[object, string]> = [
      [{ discussionID: 1, body: true, format: "markdown" }, "body"],
      [{ discussionID: "1", body: "A comment", format: "markdown" }, "discussionID"],
      [{ discussionID: 1, body: ["A comment"], format: "markdown" }, "body"],
      [{ discussionID: 1, body: null, format: "markdown" }, "body"],
    ];
    for (const [payload, field] of cases) {
      const response = await send("POST", "/comments", {
        cookie: member,
        payload: JSON.stringify(payload),
        contentType: "application/json",
      });
      expect(expectRefused(response, 400).errors?.[field]?.[0]?.code).toBe("type");
    }
    // JSON has no Infinity, but 1e309 parses to it: refused as a non-integer.
    const infinite = await send("POST", "/comments", {
      cookie: member,
      payload: '{"discussionID":1e309,"body":"Hi","format":"markdown"}',
      contentType: "application/json",
    });
    expect(expectRefused(infinite, 400).errors?.discussionID).toBeDefined();
    expect(await commentCount()).toBe(before);
  });
});

/** Integer and number nodes of a request schema without both bounds, as "part/path". */
function unboundedNumbers(index: SchemaIndex, part: string, schema: unknown): string[] {
  const found: string[] = [];
  const root = (schema ?? {}) as JsonSchema;
  walkSchema(index, { node: root, root }, (node, at) => {
    const types = [node.type].flat();
    if (!types.includes("integer") && !types.includes("number")) return;
    if (Array.isArray(node.enum) || node.const !== undefined) return;
    const low = typeof node.minimum === "number" || typeof node.exclusiveMinimum === "number";
    const high = typeof node.maximum === "number" || typeof node.exclusiveMaximum === "number";
    if (!low || !high) found.push(`${part}${at || "/"}`);
  });
  return found;
}

describe("issue 11 item 3: 500 from out-of-range layout ids", () => {
  it.each([
    "/layouts/2147483648/hydrate",
    "/layouts/2147483648/hydrate-assets",
    "/layouts/99999999999999999999999/hydrate",
    "/layouts/99999999999999999999999/hydrate-assets",
  ])("GET %s answers 404", async (url) => {
    for (const cookie of [undefined, member]) expectRefused(await send("GET", url, { cookie }), 404);
  });

  it("every integer and number a route takes has a minimum and a maximum", () => {
    const index = new SchemaIndex(t.app.getSchemas() as Record<string, unknown>);
    const routes = routeSchemas(t.app);
    expect(routes.length).toBeGreaterThan(100);
    const unbounded = routes.flatMap((route) =>
      (["params", "querystring", "body"] as const).flatMap((part) =>
        unboundedNumbers(index, part, route[part]).map((where) => `${route.method} ${route.url} ${where}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });
});

describe("issue 11 item 4: 500 from malformed uploads", () => {
  const file =
    'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const png = "\u0089PNG\r\n\u001a\n";
  const cases: Array<[string, string, string]> = [
    ["no boundary", "multipart/form-data", `--b\r\n${file}${png}\r\n--b--\r\n`],
    ["a wrong boundary", "multipart/form-data; boundary=other", `--b\r\n${file}${png}\r\n--b--\r\n`],
    ["a truncated body", "multipart/form-data; boundary=b", `--b\r\n${file}${png}`],
  ];

  it.each(cases)(
    "POST /media with %s answers 400 and stores nothing",
    async (_name, contentType, payload) => {
      const [before] = await t.database.db.select({ total: count() }).from(media);
      const response = await send("POST", "/media", { cookie: member, contentType, payload });
      const body = expectRefused(response, 400);
      expect(body.message).toBe("The upload is not a valid multipart/form-data body.");
      const [after] = await t.database.db.select({ total: count() }).from(media);
      expect(after?.total).toBe(before?.total);
      expect(readdirSync(mediaDir)).toEqual([]);
    },
  );

  it("still reads a well-formed body: bytes that are no image answer 415, as before", async () => {
    const response = await send("POST", "/media", {
      cookie: member,
      contentType: "multipart/form-data; boundary=b",
      payload: `--b\r\n${file}not a png\r\n--b--\r\n`,
    });
    expectRefused(response, 415);
    expect(readdirSync(mediaDir)).toEqual([]);
  });
});
