// Starts Quorum: opens (and migrates) the database, seeds the demo community on first run, serves the app.
// Stop signals are watched from the start (lifecycle/stop-signals.ts): Ctrl-C during the first seed rolls it back;
// while serving, a stop drains the requests in flight before the database closes (lifecycle/drain.ts).
// With QUORUM_WORKERS > 1 (the default on PostgreSQL: one per core) this process migrates and seeds, then forks
// server processes sharing the port and supervises them (lifecycle/workers.ts); each worker runs serve() below.
import cluster from "node:cluster";
import { type Database, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { readServerEnv, type ServerEnv } from "./env";
import { serverLogger } from "./http/request-log";
import { drainOnStop, stopServing } from "./lifecycle/drain";
import { prepareDatabase } from "./lifecycle/prepare-database";
import { watchStopSignals } from "./lifecycle/stop-signals";
import { readWorkerCount, superviseWorkers } from "./lifecycle/workers";
import { serveClusterMetrics } from "./observability/cluster-metrics";

const env = readServerEnv(process.env);
if (cluster.isPrimary && env.passwordCost === "test") {
  console.warn(
    "QUORUM_PASSWORD_COST=test: passwords are hashed at a test suite's cost. Never set it on a real site.",
  );
}

/** Builds the app on an open database and listens; returns the drain for the stop. */
async function serve(database: Database): Promise<() => Promise<void>> {
  // Loaded here, not above: a cluster's primary never serves, and the app's modules take seconds to load.
  const [{ buildApp }, { webPages }] = await Promise.all([import("./app"), import("./web/pages")]);
  const app = await buildApp({
    database,
    logger: serverLogger(env.logRequests),
    rateLimit: env.rateLimit,
    requestLimits: env.requestLimits,
    trustProxy: env.trustProxy,
    frameAncestors: env.frameAncestors,
    extraPlugins: [webPages],
    draftScheduler: { intervalMs: env.draftSchedulerIntervalMs },
    // New posts reach followers and mailboxes through the durable job queue (jobs/queue.ts).
    jobs: { pollingIntervalSeconds: 2 },
    // Guests' pages from memory and widget data shared between viewers with the same roles (cache/install.ts);
    // QUORUM_GUEST_CACHE=0 and QUORUM_SHARED_HYDRATION=0 turn them off (to measure without them).
    guestCache:
      process.env.QUORUM_GUEST_CACHE === "0"
        ? false
        : { shareHydrations: process.env.QUORUM_SHARED_HYDRATION !== "0" },
    // Load shedding past QUORUM_MAX_EVENT_LOOP_DELAY_MS, and /metrics (QUORUM_METRICS_TOKEN): observability/.
    observability: {
      loadShedding: { maxEventLoopDelayMs: env.maxEventLoopDelayMs },
      metrics: { token: env.metricsToken },
    },
  });
  const drain = drainOnStop(app);
  await app.listen({ port: env.port, host: env.host });
  return drain;
}

function printBanner(serverEnv: ServerEnv, processes: string): void {
  const shownHost =
    serverEnv.host === "0.0.0.0" || serverEnv.host === "127.0.0.1" ? "localhost" : serverEnv.host;
  console.log(`
Quorum is running at http://${shownHost}:${serverEnv.port}/
Database: ${serverEnv.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${serverEnv.dataDir}`}
Processes: ${processes}

Pages to try: /  /discussions  /categories  /categories/general  /discussion/1  /start-here  /kb  /groups  /fr

Demo accounts (password "${serverEnv.demoPassword}"):
  admin      Administrator
  moderator  Moderator
  member     Member
`);
}

/** Exits with the message alone (no stack) for the refusals an operator fixes by a setting. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

async function open(): Promise<Database> {
  try {
    return await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) refuse(error.message);
    throw error;
  }
}

if (cluster.isWorker) {
  // The primary prints the stop and the banner once; migrations and the first seed ran there.
  const stop = watchStopSignals(() => {});
  const database = await open();
  const drain = await serve(database);
  await stop.requested;
  await stopServing(drain, database);
  process.exit(0);
}

let workers = 1;
try {
  workers = readWorkerCount(process.env.QUORUM_WORKERS, env.databaseUrl ? "postgres" : "pglite");
} catch (error) {
  refuse(error instanceof Error ? error.message : String(error));
}
const stop = watchStopSignals();
const database = await open();
await prepareDatabase(database, {
  demoPassword: env.demoPassword,
  where: env.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : `QUORUM_DATA_DIR=${env.dataDir}`,
  signal: stop.signal,
});

if (workers === 1) {
  const drain = await serve(database);
  printBanner(env, "1 (QUORUM_WORKERS)");
  await stop.requested;
  await stopServing(drain, database);
  console.log("Stopped.");
  process.exit(0);
}

await database.close(); // the workers open their own pools
if (stop.signal.aborted) {
  console.log("Stopped.");
  process.exit(0);
}
serveClusterMetrics(); // a worker's /metrics answers every worker's figures, gathered here
const code = await superviseWorkers({
  count: workers,
  onServing: (pids) => printBanner(env, `${workers} (QUORUM_WORKERS; pids ${pids.join(", ")})`),
});
console.log(code === 0 ? "Stopped." : "Stopped, not cleanly: see the lines above.");
process.exit(code);
