// The durable job queue (docs/reference/notifications.md#delivery): pg-boss over the site's own database, PGlite or
// PostgreSQL. Jobs are rows claimed with FOR UPDATE SKIP LOCKED, so several server processes share one queue; a job
// whose process died is retried once it expires. Its schema (pgboss) is installed with the migrations
// (installJobQueueSchema), so a fresh database and the test snapshots carry it.
import { type SQL, sql } from "drizzle-orm";
import { type Db as BossDb, fromPglite, PgBoss } from "pg-boss";
import type { Database, Tx } from "../db/client";

type QueryResult = { rows: unknown[] };

/** pg-boss needs the rows of every statement of a multi-statement query (its schema and locking blocks). */
function flattenRows(result: QueryResult | QueryResult[]): { rows: unknown[] } {
  return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : { rows: result.rows ?? [] };
}

function databaseAdapter(database: Database): BossDb {
  if (database.pglite) return fromPglite(database.pglite);
  const pool = database.pool;
  if (!pool) throw new Error("The job queue needs PGlite or a PostgreSQL pool.");
  return {
    executeSql: async (text: string, values?: unknown[]) =>
      flattenRows((await pool.query(text, values)) as unknown as QueryResult | QueryResult[]),
  };
}

/** `$1`-style SQL text and values as one drizzle SQL object, so a job can be sent inside a Drizzle transaction. */
function boundSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1]}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** A pg-boss database running its statements in `tx`: the job commits or rolls back with the write that made it. */
export function transactionAdapter(tx: Tx): BossDb {
  return {
    executeSql: async (text: string, values?: unknown[]) =>
      flattenRows((await tx.execute(boundSql(text, values ?? []))) as unknown as QueryResult),
  };
}

function newBoss(database: Database, options: { supervise: boolean }): PgBoss {
  return new PgBoss({
    db: databaseAdapter(database),
    ...(database.kind === "pglite" ? { backend: "pglite" as const } : {}),
    // The running queue keeps time for its cron schedules (one process at a time sends each due job).
    schedule: options.supervise,
    supervise: options.supervise,
    migrate: true,
  });
}

/** Creates (or upgrades) the pgboss schema; part of `database.migrate()`. */
export async function installJobQueueSchema(database: Database): Promise<void> {
  const boss = newBoss(database, { supervise: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export interface JobQueue {
  boss: PgBoss;
  /** Runs `handler` for each job of `name` (one at a time per process); retried with backoff when it throws. */
  work<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Queues a job of `name` on a cron schedule (UTC), once across every process. */
  every(name: string, cron: string): Promise<void>;
  /** Queues a job; inside `tx` when given, so it exists exactly when the write that made it committed. */
  send(name: string, data: object, tx?: Tx): Promise<void>;
  /** Asks this process's worker for `name` to fetch now instead of at its next poll (after a commit). */
  wake(name: string): void;
  /** Resolves once no job of `name` is waiting or running (tests, benches). */
  settled(name: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

const QUEUE_OPTIONS = { retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 300 };

export async function startJobQueue(
  database: Database,
  options: { log?: (message: string) => void; pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const log = options.log ?? console.error;
  const boss = newBoss(database, { supervise: true });
  boss.on("error", (error) => log(`Job queue: ${error.message}`));
  await boss.start();
  const workers = new Map<string, string>();
  return {
    boss,
    async work(name, handler) {
      await boss.createQueue(name, QUEUE_OPTIONS);
      const id = await boss.work<object>(
        name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (job) await handler(job.data as Parameters<typeof handler>[0]);
        },
      );
      workers.set(name, id);
    },
    async every(name, cron) {
      await boss.createQueue(name, QUEUE_OPTIONS);
      await boss.schedule(name, cron);
    },
    async send(name, data, tx) {
      await boss.send(name, data, tx ? { db: transactionAdapter(tx) } : {});
    },
    wake(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    async settled(name, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // The job table itself: the queue's counters are a cache refreshed every minute.
        const result = await database.db.execute(
          sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${name} AND state < 'completed'`,
        );
        const [row] = (result as unknown as { rows: { n: number }[] }).rows;
        if ((row?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`Jobs of ${name} still pending after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
  };
}
