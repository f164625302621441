// Starts Quorum: opens (and migrates) the database, seeds the demo community on first run, serves the app.
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { isDatabaseEmpty } from "./db/is-empty";
import { seedDemo } from "./db/seed/demo";
import { readServerEnv } from "./env";
import { webPages } from "./web/pages";

const env = readServerEnv(process.env);
const database = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir });
await database.migrate();

if (await isDatabaseEmpty(database.db)) {
  const started = Date.now();
  console.log("First start: seeding the demo community…");
  // Content is deterministic; its dates count back from now so a new community looks alive on first visit.
  await seedDemo(database.db, { password: env.demoPassword, now: new Date() });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const app = await buildApp({
  database,
  logger: env.logRequests,
  rateLimit: env.rateLimit,
  extraPlugins: [webPages],
  draftScheduler: { intervalMs: env.draftSchedulerIntervalMs },
});

async function shutdown(signal: string): Promise<void> {
  console.log(`\n${signal}: stopping…`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: env.port, host: env.host });
const shownHost = env.host === "0.0.0.0" || env.host === "127.0.0.1" ? "localhost" : env.host;
console.log(`
Quorum is running at http://${shownHost}:${env.port}/
Database: ${database.kind === "pglite" ? `embedded PGlite in ${env.dataDir}` : "PostgreSQL (DATABASE_URL)"}

Pages to try: /  /discussions  /categories  /categories/general  /discussion/1  /start-here  /fr

Demo accounts (password "${env.demoPassword}"):
  admin      Administrator
  moderator  Moderator
  member     Member
`);
