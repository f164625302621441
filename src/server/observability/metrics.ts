// The Prometheus metrics of one app (docs/reference/operations.md#health-metrics-and-logs), in a registry of its
// own: tests build many apps in one process, and prom-client's global registry would refuse the second. Requests
// are timed per route pattern (never the raw URL, whose ids would make a series per discussion), method and status
// class; the database pool and the job queue are read when Prometheus scrapes, not on every request.
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";

/** How long a scrape waits for the job queue's counts before leaving them out. */
const QUEUE_QUERY_TIMEOUT_MS = 1_000;

export interface AppMetrics {
  registry: Registry;
  /** The onResponse hook: times the request and counts guest cache lookups. */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** Counts a request refused by load shedding. */
  countShed(): void;
}

function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

function httpMetrics(registry: Registry) {
  const duration = new Histogram({
    name: "quorum_http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status class; _count is the request rate.",
    labelNames: ["route", "method", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const guestCache = new Counter({
    name: "quorum_guest_cache_lookups_total",
    help: "Guest requests of a cached route, by result (hit or miss); hit ratio = hit / (hit + miss).",
    labelNames: ["result"],
    registers: [registry],
  });
  const shed = new Counter({
    name: "quorum_http_shed_requests_total",
    help: "Requests refused with 503 because the event loop lagged (load shedding).",
    registers: [registry],
  });
  // Both results exist from the start, so the hit ratio is defined before the first hit.
  for (const result of ["hit", "miss"]) guestCache.inc({ result }, 0);
  return { duration, guestCache, shed };
}

/** The connections of the PostgreSQL pool; PGlite is one connection, always open. */
function poolMetrics(registry: Registry, database: Database): void {
  const gauges = {
    total: "Connections open (PGlite: 1).",
    idle: "Open connections not running a query (PostgreSQL only).",
    waiting: "Queries waiting for a free connection (PostgreSQL only).",
    max: "The most connections the pool opens (PGlite: 1).",
  } as const;
  const pool = database.pool;
  const read = {
    total: () => pool?.totalCount ?? 1,
    idle: () => pool?.idleCount,
    waiting: () => pool?.waitingCount,
    max: () => pool?.options.max ?? 1,
  };
  for (const [state, help] of Object.entries(gauges) as [keyof typeof gauges, string][]) {
    new Gauge({
      name: `quorum_db_pool_${state === "waiting" ? "waiting_queries" : `${state}_connections`}`,
      help,
      labelNames: ["engine"],
      registers: [registry],
      collect() {
        const value = read[state]();
        if (value !== undefined) this.set({ engine: database.kind }, value);
      },
    });
  }
}

interface QueueRow {
  queue: string;
  state: string;
  jobs: number;
}

async function queueCounts(database: Database): Promise<QueueRow[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error("job queue counts timed out")), QUEUE_QUERY_TIMEOUT_MS);
  });
  try {
    // The job table itself (pg-boss's own queue counters are a cache refreshed once a minute).
    const result = await Promise.race([
      database.db.execute(
        sql`select name as queue, state::text as state, count(*)::int as jobs
            from pgboss.job where state < 'completed' group by name, state`,
      ),
      late,
    ]);
    return (result as unknown as { rows: QueueRow[] }).rows;
  } finally {
    clearTimeout(timer);
  }
}

/** Jobs not yet done per queue and state (created, retry, active), counted in the database at each scrape. */
function queueMetrics(registry: Registry, database: Database): void {
  new Gauge({
    name: "quorum_job_queue_jobs",
    help: "Jobs waiting (created, retry) or running (active), per queue; the same database in every process.",
    labelNames: ["queue", "state"],
    registers: [registry],
    // Every process reads the same table: several processes' answers are one figure, not a sum.
    aggregator: "max",
    async collect() {
      this.reset();
      const rows = await queueCounts(database).catch(() => []); // a scrape never fails on it
      for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.jobs);
    },
  });
}

export function createAppMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  // Event-loop lag, CPU, memory, GC, handles: prom-client's standard process metrics (nodejs_*, process_*).
  collectDefaultMetrics({ register: registry });
  const http = httpMetrics(registry);
  poolMetrics(registry, database);
  queueMetrics(registry, database);
  return {
    registry,
    observe(request, reply) {
      const labels = {
        route: request.routeOptions.url ?? "unmatched",
        method: request.method,
        status_class: statusClass(reply.statusCode),
      };
      http.duration.observe(labels, reply.elapsedTime / 1000);
      // Set by cache/install.ts on every guest request of a cached route.
      const lookup = reply.getHeader("x-guest-cache");
      if (lookup === "hit" || lookup === "miss") http.guestCache.inc({ result: lookup });
    },
    countShed() {
      http.shed.inc();
    },
  };
}
