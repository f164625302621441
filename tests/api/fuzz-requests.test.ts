// Keeping issue 11 fixed: malformed requests generated from every registered route's JSON Schema (see
// support/fuzz-cases.ts), sent as a guest and as a signed-in member, both with the CSRF header so that they reach
// validation. Nothing may answer 5xx, and a refused request (4xx) may write nothing: a row trigger on every table
// logs each write (support/fuzz-writes.ts), read before and after each request. Deterministic (seeded PRNG); the
// request count and status histogram are printed for the record.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestApp, XRW } from "./support/app";
import {
  type FuzzRequest,
  type FuzzRoute,
  requestsFor,
  SchemaIndex,
  seededRandom,
} from "./support/fuzz-cases";
import { installWriteLog, type WriteLog } from "./support/fuzz-writes";
import { routeSchemas } from "./support/route-log";

/** Routes the fuzzer leaves alone, and why. */
const SKIPPED: Record<string, string> = {
  // Server-sent events: the response stays open until the client leaves, which inject never does.
  "GET /api/v2/notifications/stream": "an endless event stream",
};

const SEED = 11;
const ENGINE = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

let t: TestApp;
let writes: WriteLog;
let index: SchemaIndex;
let routes: FuzzRoute[];
const histogram = new Map<number, number>();
let sent = 0;

function fuzzRoutes(): FuzzRoute[] {
  return routeSchemas(t.app).filter((route) => !(`${route.method} ${route.url}` in SKIPPED));
}

beforeAll(async () => {
  t = await createTestApp();
  writes = await installWriteLog(t.database.db);
  index = new SchemaIndex(t.app.getSchemas() as Record<string, unknown>);
  routes = fuzzRoutes();
}, 240_000);

afterAll(async () => {
  const statuses = [...histogram.entries()].sort(([a], [b]) => a - b);
  console.log(
    `fuzz (${ENGINE}, seed ${SEED}): ${sent} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  await t?.close();
});

function inject(request: FuzzRequest, cookie: string | undefined): Promise<LightMyRequestResponse> {
  const headers = cookie ? { ...request.headers, cookie } : request.headers;
  const options = { method: request.method as "GET", url: request.url, headers };
  return t.app.inject(request.payload === undefined ? options : { ...options, payload: request.payload });
}

function describeRequest(request: FuzzRequest, response: LightMyRequestResponse): string {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url;
  return `${response.statusCode} ${request.method} ${url} [${request.label}] ${response.body.slice(0, 300)}`;
}

interface Outcome {
  serverErrors: string[];
  refusedWrites: string[];
  /** API refusals without the error body of docs/reference/errors.md#error-body ({ message, status, … }). */
  badBodies: string[];
}

function hasErrorBody(response: LightMyRequestResponse): boolean {
  try {
    const body = response.json() as { message?: unknown; status?: unknown };
    return typeof body.message === "string" && body.status === response.statusCode;
  } catch {
    return false;
  }
}

/** The write log's position after the last refused request, when nothing has run since: the next one's start. */
let lastMark: number | undefined;

/**
 * Sends one request; a refused one that wrote is sent again with nothing else running, so a write left over from
 * an earlier request (or the session's activity stamp, written at most every few minutes on any signed-in
 * request: auth/sessions.ts) is not blamed on it. Only a request that writes both times fails.
 */
async function check(request: FuzzRequest, cookie: string | undefined, outcome: Outcome): Promise<number> {
  // Reading the log costs a query (about a millisecond on PGlite): a refused request's closing read opens the next.
  const before = lastMark ?? (await writes.mark());
  lastMark = undefined;
  const response = await inject(request, cookie);
  sent++;
  histogram.set(response.statusCode, (histogram.get(response.statusCode) ?? 0) + 1);
  if (response.statusCode >= 500) outcome.serverErrors.push(describeRequest(request, response));
  const refused = response.statusCode >= 400 && response.statusCode < 500;
  if (refused && request.url.startsWith("/api/v2/") && !hasErrorBody(response)) {
    outcome.badBodies.push(describeRequest(request, response));
  }
  if (!refused) return response.statusCode;
  const after = await writes.mark();
  if (after === before) {
    lastMark = after;
    return response.statusCode;
  }
  const retry = await inject(request, cookie);
  const written = await writes.tablesSince(after);
  if (retry.statusCode >= 400 && retry.statusCode < 500 && Object.keys(written).length) {
    outcome.refusedWrites.push(`${describeRequest(request, retry)} wrote ${JSON.stringify(written)}`);
  }
  return response.statusCode;
}

async function isSignedIn(cookie: string): Promise<boolean> {
  const response = await t.app.inject({ method: "GET", url: "/api/v2/users/me", headers: { cookie } });
  return response.statusCode === 200 && (response.json() as { userID: number }).userID > 0;
}

async function fuzzAs(who: "guest" | "member"): Promise<Outcome> {
  const outcome: Outcome = { serverErrors: [], refusedWrites: [], badBodies: [] };
  const random = seededRandom(SEED + (who === "member" ? 1 : 0));
  let cookie = who === "member" ? await signIn(t.app, "member") : undefined;
  for (const route of routes) {
    for (const request of requestsFor(route, index, random, { ...XRW })) {
      const status = await check(request, cookie, outcome);
      // A request that worked may have signed the member out (sign-out, ending sessions): sign in again.
      if (cookie && status < 300 && request.method !== "GET" && !(await isSignedIn(cookie))) {
        cookie = await signIn(t.app, "member");
      }
    }
  }
  return outcome;
}

describe("issue 11, keeping it fixed: schema-driven fuzzing of every route", () => {
  it("collects every route with its schemas from the real app, and logs writes on every table", async () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.body).length).toBeGreaterThan(40);
    expect(await writes.tableCount()).toBeGreaterThan(20);
  });

  it.each(["guest", "member"] as const)(
    "as a %s: no 5xx, refusals carry the error body, and no refused request changes data",
    async (who) => {
      const outcome = await fuzzAs(who);
      expect(outcome.serverErrors, outcome.serverErrors.slice(0, 20).join("\n")).toEqual([]);
      expect(outcome.refusedWrites, outcome.refusedWrites.slice(0, 20).join("\n")).toEqual([]);
      expect(outcome.badBodies, outcome.badBodies.slice(0, 20).join("\n")).toEqual([]);
    },
    600_000,
  );
});
