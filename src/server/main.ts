// Starts Quorum: opens (and migrates) the database, seeds the demo community on first run, serves the app.
// Stop signals are watched from the start (lifecycle/stop-signals.ts): Ctrl-C during the first seed rolls it back;
// while serving, a stop drains the requests in flight before the database closes (lifecycle/drain.ts).
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { readServerEnv } from "./env";
import { serverLogger } from "./http/request-log";
import { drainOnStop, stopServing } from "./lifecycle/drain";
import { prepareDatabase } from "./lifecycle/prepare-database";
import { watchStopSignals } from "./lifecycle/stop-signals";
import { webPages } from "./web/pages";

const env = readServerEnv(process.env);
if (env.passwordCost === "test") {
  console.warn(
    "QUORUM_PASSWORD_COST=test: passwords are hashed at a test suite's cost. Never set it on a real site.",
  );
}
const stop = watchStopSignals();
const database = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
await prepareDatabase(database, {
  demoPassword: env.demoPassword,
  where: env.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : `QUORUM_DATA_DIR=${env.dataDir}`,
  signal: stop.signal,
});

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
});

const drain = drainOnStop(app);
await app.listen({ port: env.port, host: env.host });
const shownHost = env.host === "0.0.0.0" || env.host === "127.0.0.1" ? "localhost" : env.host;
console.log(`
Quorum is running at http://${shownHost}:${env.port}/
Database: ${database.kind === "pglite" ? `embedded PGlite in ${env.dataDir}` : "PostgreSQL (DATABASE_URL)"}

Pages to try: /  /discussions  /categories  /categories/general  /discussion/1  /start-here  /kb  /groups  /fr

Demo accounts (password "${env.demoPassword}"):
  admin      Administrator
  moderator  Moderator
  member     Member
`);

await stop.requested;
await stopServing(drain, database);
console.log("Stopped.");
process.exit(0);
