// Issue 20, health and signals, observability (docs/reference/operations.md#health-metrics-and-logs): /healthz and
// /readyz (draining, database gone or slow, migrations missing), load shedding under event-loop lag, /metrics (what
// it counts and who may read it) and the request log (a request id on every line, an error logged once with its
// stack). Both engines: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildAppOptions, buildApp } from "../../src/server/app";
import { type Database, type Db, openDatabase } from "../../src/server/db/client";
import { installApiErrorHandlers } from "../../src/server/http/error-handler";
import { serverLogger } from "../../src/server/http/request-log";
import { startJobQueue } from "../../src/server/jobs/queue";
import { drainOnStop } from "../../src/server/lifecycle/drain";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import { createTestDatabase } from "./support/database";
import { pagesPlugin } from "./support/guest-cache";
import { createServerPlace, READY, startServer } from "./support/server-process";

let database: Database;
const mailDir = mkdtempSync(path.join(os.tmpdir(), "quorum-health-mail-"));
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  rmSync(mailDir, { recursive: true, force: true });
});

async function appWith(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    rateLimit: false,
    mail: { dir: mailDir, log: () => undefined },
    ...options,
  });
  apps.push(app);
  return app;
}

function inject(app: FastifyInstance, url: string, extra: Omit<InjectOptions, "url"> = {}) {
  return app.inject({ method: "GET", url, ...extra });
}

function expectErrorBody(response: LightMyRequestResponse, status: number): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toContain("application/json");
  const body = response.json<ErrorBody>();
  expect(body.status).toBe(status);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("/healthz and /readyz", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({
      guestCache: { pollMs: 100 },
      extraPlugins: [pagesPlugin],
      rateLimit: true,
      requestLimits: { perMinute: 0, per10Seconds: 3 },
    });
  });

  it("answer ok, never stored, never cached for guests, never rate limited", async () => {
    for (let i = 0; i < 8; i++) {
      for (const url of ["/healthz", "/readyz"]) {
        const response = await inject(app, url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        expect(response.json()).toEqual({ status: "ok" });
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.headers["x-guest-cache"]).toBeUndefined();
      }
    }
    // The same client is limited elsewhere: the limit is on, the probes are simply not counted.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await inject(app, "/api/v2/categories")).statusCode);
    expect(statuses).toContain(429);
    expect((await inject(app, "/healthz")).statusCode).toBe(200);
  });

  it("answer HEAD too", async () => {
    expect((await app.inject({ method: "HEAD", url: "/healthz" })).statusCode).toBe(200);
  });
});

describe("/readyz answers 503 naming the failing check", () => {
  it("while the server drains", async () => {
    const app = await appWith();
    await app.ready();
    expect((await inject(app, "/readyz")).statusCode).toBe(200);
    const drain = drainOnStop(app);
    const drained = drain();
    const response = await inject(app, "/readyz");
    await drained;
    const body = expectErrorBody(response, 503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(Object.keys(body.errors ?? {})).toEqual(["draining"]);
    expect(body.errors?.draining?.[0]?.code).toBe("draining");
  });

  it("when the database is closed", async () => {
    const url = process.env.TEST_DATABASE_URL;
    const own = await openDatabase(url ? { url } : {});
    const app = await buildApp({
      database: own,
      rateLimit: false,
      mail: { dir: mailDir, log: () => undefined },
    });
    try {
      await own.close();
      const response = await inject(app, "/readyz");
      const body = expectErrorBody(response, 503);
      expect(body.errors?.database?.[0]?.code).toBe("unreachable");
      expect(body.description).toBe("Failing check: database.");
      expect((await inject(app, "/healthz")).statusCode).toBe(200); // alive all the same
    } finally {
      await app.close();
    }
  });

  it("when the database does not answer within the bound", async () => {
    // Every query hangs: the database is there but does not answer (a lock, a saturated server).
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "execute") return () => new Promise(() => {});
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const app = await buildApp({
      database: { ...database, db },
      rateLimit: false,
      mail: { dir: mailDir, log: () => undefined },
      observability: { readinessTimeoutMs: 200 },
    });
    apps.push(app);
    const began = Date.now();
    const body = expectErrorBody(await inject(app, "/readyz"), 503);
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(body.errors?.database?.[0]).toMatchObject({ code: "timeout", field: "database" });
    expect(body.errors?.database?.[0]?.message).toBe("The database did not answer within 0.2 s.");
  });

  it("when a migration of this version is not applied", async () => {
    const app = await appWith();
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const result = await database.db.execute(
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations
          where created_at = ${newest}`,
    );
    const [row] = (result as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    if (!row) throw new Error("The test database has no applied migration.");
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const body = expectErrorBody(await inject(app, "/readyz"), 503);
      expect(body.errors?.migrations?.[0]).toMatchObject({
        code: "pending",
        message: "1 migration of this version is not applied.",
      });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    expect((await inject(app, "/readyz")).statusCode).toBe(200);
  });
});

/** Keeps the event loop busy, as a CPU-bound request would. */
function blockFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe("load shedding", () => {
  it("answers 503 with Retry-After and the error body while the event loop lags; /healthz and files stay served", async () => {
    const app = await appWith({
      observability: { loadShedding: { maxEventLoopDelayMs: 20, sampleIntervalMs: 100 }, metrics: {} },
    });
    await app.ready();
    expect((await inject(app, "/api/v2/categories")).statusCode).toBe(200);
    let shed: LightMyRequestResponse | undefined;
    let health: LightMyRequestResponse | undefined;
    let media: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 10 && shed?.statusCode !== 503; attempt++) {
      blockFor(400);
      await sleep(0); // the sampler's timer, due during the block, runs first
      [shed, health, media] = await Promise.all([
        inject(app, "/api/v2/categories"),
        inject(app, "/healthz"),
        // A file a page already sent needs is never shed: this one does not exist, so it answers 404, not 503.
        inject(app, "/media/no-such-file.png"),
      ]);
    }
    if (!shed || !health || !media) throw new Error("No request was sent.");
    expect(media.statusCode).toBe(404);
    const body = expectErrorBody(shed, 503);
    expect(body.message).toBe("The server is too busy. Try again in a moment.");
    expect(shed.headers["retry-after"]).toBe("2");
    expect(health.statusCode).toBe(200);
    // Once the loop is free again, the next samples let requests in (a loaded machine may lag a few samples more).
    let after = await inject(app, "/api/v2/categories");
    for (let attempt = 0; attempt < 20 && after.statusCode === 503; attempt++) {
      await sleep(150);
      after = await inject(app, "/api/v2/categories");
    }
    expect(after.statusCode).toBe(200);
    const metrics = (await inject(app, "/metrics")).body;
    expect(metricValue(metrics, "quorum_http_shed_requests_total")).toBeGreaterThanOrEqual(1);
  });
});

/** The value of the first sample of `name` whose labels include every `labels` pair. */
function metricValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labelText = match[2] ?? "";
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`)))
      return Number(match[3]);
  }
  return undefined;
}

describe("/metrics", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({
      guestCache: { pollMs: 100 },
      extraPlugins: [pagesPlugin],
      observability: { metrics: {} },
    });
  });

  it("counts requests per route pattern, guest cache lookups, the pool and the job queue", async () => {
    const queue = await startJobQueue(database, { log: () => undefined });
    const queueName = `metrics-probe-${process.pid}`;
    try {
      await queue.boss.createQueue(queueName);
      await queue.send(queueName, { probe: true });
      expect((await inject(app, "/api/v2/discussions/1")).statusCode).toBe(200);
      expect((await inject(app, "/api/v2/discussions?limit=2")).headers["x-guest-cache"]).toBe("miss");
      expect((await inject(app, "/api/v2/discussions?limit=2")).headers["x-guest-cache"]).toBe("hit");

      const response = await inject(app, "/metrics");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("text/plain");
      expect(response.headers["cache-control"]).toBe("no-store");
      const text = response.body;
      const route = (pattern: string, status = "2xx") => ({
        route: pattern,
        method: "GET",
        status_class: status,
      });
      expect(
        metricValue(text, "quorum_http_request_duration_seconds_count", route("/api/v2/discussions/:id")),
      ).toBe(1);
      expect(
        metricValue(text, "quorum_http_request_duration_seconds_count", route("/api/v2/discussions")),
      ).toBe(2);
      expect(
        metricValue(text, "quorum_http_request_duration_seconds_bucket", {
          ...route("/api/v2/discussions"),
          le: "+Inf",
        }),
      ).toBe(2);
      expect(text).not.toContain('route="/api/v2/discussions/1"'); // never the raw URL
      expect(metricValue(text, "quorum_guest_cache_lookups_total", { result: "hit" })).toBe(1);
      // Both reads are cached routes: /discussions/1 missed once, the list missed then hit.
      expect(metricValue(text, "quorum_guest_cache_lookups_total", { result: "miss" })).toBe(2);
      expect(
        metricValue(text, "quorum_db_pool_total_connections", { engine: database.kind }),
      ).toBeGreaterThan(0);
      expect(metricValue(text, "quorum_db_pool_max_connections", { engine: database.kind })).toBe(
        database.kind === "pglite" ? 1 : 10,
      );
      if (database.kind === "postgres") {
        expect(metricValue(text, "quorum_db_pool_idle_connections", { engine: "postgres" })).toBeDefined();
        expect(metricValue(text, "quorum_db_pool_waiting_queries", { engine: "postgres" })).toBe(0);
      }
      expect(metricValue(text, "quorum_job_queue_jobs", { queue: queueName, state: "created" })).toBe(1);
      expect(metricValue(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    } finally {
      await queue.boss.deleteQueue(queueName);
      await queue.stop();
    }
  });
});

describe("who may read /metrics", () => {
  let open: FastifyInstance;
  let proxied: FastifyInstance;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    open = await appWith({ observability: { metrics: {} } });
    proxied = await appWith({ observability: { metrics: {} }, trustProxy: true });
    guarded = await appWith({ observability: { metrics: { token: "s3cret-metrics-token" } } });
  });

  it("without a token: a loopback client only, and not through a proxy", async () => {
    // A path no route matches is counted under one label, whatever the path.
    expect((await inject(open, "/nothing-here/12345")).statusCode).toBe(404);
    const local = await inject(open, "/metrics", { remoteAddress: "127.0.0.1" });
    expect(local.statusCode).toBe(200);
    const unmatched = { route: "unmatched", method: "GET", status_class: "4xx" };
    expect(metricValue(local.body, "quorum_http_request_duration_seconds_count", unmatched)).toBe(1);
    expect(local.body).not.toContain("12345");
    expect((await inject(open, "/metrics", { remoteAddress: "::1" })).statusCode).toBe(200);
    const far = expectErrorBody(await inject(open, "/metrics", { remoteAddress: "203.0.113.7" }), 403);
    expect(far.message).toBe("The metrics are only served to this machine.");
    // A reverse proxy on this host connects from loopback for every visitor.
    const forwarded = { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.7" } };
    expectErrorBody(await inject(open, "/metrics", forwarded), 403);
    expectErrorBody(await inject(proxied, "/metrics", forwarded), 403);
    // A trusted proxy header claiming loopback does not make a far client local.
    const spoofed = { remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": "127.0.0.1" } };
    expectErrorBody(await inject(proxied, "/metrics", spoofed), 403);
  });

  it("with QUORUM_METRICS_TOKEN: whoever bears it, from anywhere, and nobody else", async () => {
    const far = { remoteAddress: "203.0.113.7", headers: { "x-forwarded-for": "198.51.100.1" } };
    const bearer = (token: string) => ({
      ...far,
      headers: { ...far.headers, authorization: `Bearer ${token}` },
    });
    expect((await inject(guarded, "/metrics", bearer("s3cret-metrics-token"))).statusCode).toBe(200);
    const missing = await inject(guarded, "/metrics", far);
    expectErrorBody(missing, 401);
    expect(missing.headers["www-authenticate"]).toContain("Bearer");
    expectErrorBody(await inject(guarded, "/metrics", bearer("s3cret-metrics-tokem")), 401);
    expectErrorBody(await inject(guarded, "/metrics", bearer("s3cret")), 401);
    // With a token set, loopback is no exception.
    expectErrorBody(await inject(guarded, "/metrics", { remoteAddress: "127.0.0.1" }), 401);
  });

  it("is not there unless turned on", async () => {
    const plain = await appWith();
    expect((await inject(plain, "/metrics")).statusCode).toBe(404);
  });
});

describe("the request log", () => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({
      // What main.ts passes with QUORUM_LOG=1: every request at level info.
      logger: serverLogger(true, {
        write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
      }),
    });
    // Test-only routes that fail: one under the API's error handler, one at the root (Fastify's own).
    await app.register(
      async (scope) => {
        installApiErrorHandlers(scope, false);
        scope.get("/boom", async () => {
          throw new Error("forced failure in an API route");
        });
      },
      { prefix: "/api/v2/test-only" },
    );
    app.get("/test-only/boom", async () => {
      throw new Error("forced failure at the root");
    });
  });

  const linesOf = (response: LightMyRequestResponse) =>
    lines.filter((line) => line.reqId === response.headers["x-request-id"]);

  it("puts the request id on every line, and logs each request once it is answered", async () => {
    const response = await inject(app, "/api/v2/categories");
    expect(response.statusCode).toBe(200);
    const own = linesOf(response);
    expect(own.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    expect(lines.every((line) => typeof line.reqId === "string")).toBe(true);
  });

  it("logs a refused request (4xx) without an error line", async () => {
    const response = await inject(app, "/api/v2/discussions/abc");
    expect(response.statusCode).toBe(400);
    expect(linesOf(response).filter((line) => Number(line.level) >= 40)).toEqual([]);
  });

  it.each([
    ["/api/v2/test-only/boom", "forced failure in an API route"],
    ["/test-only/boom", "forced failure at the root"],
  ])("logs a failure at %s once, with its stack and request id", async (url, message) => {
    const response = await inject(app, url);
    expect(response.statusCode).toBe(500);
    const errors = linesOf(response).filter((line) => Number(line.level) >= 50);
    expect(errors).toHaveLength(1);
    const err = errors[0]?.err as { message?: string; stack?: string } | undefined;
    expect(err?.message).toBe(message);
    expect(err?.stack).toMatch(/\n\s+at /);
    expect(lines.every((line) => typeof line.reqId === "string")).toBe(true);
  });
});

/** A GET on a connection of its own, so the cluster hands each to the next worker. */
function getOnce(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: urlPath, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("several server processes (PostgreSQL)", () => {
  it("answer /metrics with every worker's figures, whichever worker is asked", async () => {
    const place = await createServerPlace("metrics-cluster");
    // The file's own seeded copy: the server finds it migrated and seeded, and starts at once.
    const url = database.pool?.options.connectionString;
    if (!url) throw new Error("No PostgreSQL URL for the test database.");
    const server = await startServer(place, { DATABASE_URL: url, QUORUM_WORKERS: "2" });
    try {
      await server.waitFor(READY, 120_000);
      expect((await getOnce(server.port, "/readyz")).status).toBe(200);
      for (let i = 0; i < 6; i++) expect((await getOnce(server.port, "/api/v2/categories")).status).toBe(200);
      const labels = { route: "/api/v2/categories", method: "GET", status_class: "2xx" };
      for (let scrape = 0; scrape < 4; scrape++) {
        const metrics = await getOnce(server.port, "/metrics");
        expect(metrics.status, metrics.body).toBe(200);
        expect(metricValue(metrics.body, "quorum_http_request_duration_seconds_count", labels)).toBe(6);
        // Each worker's pool counts once: two pools of at most 10.
        expect(metricValue(metrics.body, "quorum_db_pool_max_connections", { engine: "postgres" })).toBe(20);
      }
    } finally {
      server.kill("SIGTERM");
      await server.exited;
      await place.dispose();
    }
  }, 180_000);
});
