// Before serving: migrate, then seed the demo into an empty database (one transaction, seed/demo.ts), serve a
// seeded one as it is, and refuse a half-seeded one (db/seed-state.ts) with what to do about it.
// On PostgreSQL several Quorum processes may start at once (a deploy restarting every node): one at a time
// migrates and seeds, under an advisory lock; the others wait, then find it done.
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../db/client";
import { seedDemo } from "../db/seed/demo";
import { halfSeededMessage, readSeedState } from "../db/seed-state";
import { StopRequested } from "./stop-signals";

export interface PrepareOptions {
  demoPassword: string;
  /** How the operator knows this database: the data dir, or "the PostgreSQL database of DATABASE_URL". */
  where: string;
  signal: AbortSignal;
  log?: (line: string) => void;
}

/** Exits the process (after closing the database) when it cannot serve; returns when it can. */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  const log = options.log ?? console.log;
  let refusal: Refusal | null;
  try {
    const unlock = await startLock(database, options.signal, log);
    try {
      refusal = await migrateAndSeed(database, options, log);
    } finally {
      await unlock(); // before any exit: closing the pool waits for the lock's connection
    }
  } catch (error) {
    if (!(error instanceof StopRequested)) throw error;
    // i18n-exempt: printed to the operator's terminal, like every start-up line
    refusal = { message: "Stopped before serving: nothing was left half done.", code: 0 };
  }
  if (refusal) await exitBeforeServing(database, refusal.message, refusal.code);
}

interface Refusal {
  message: string;
  code: number;
}

async function migrateAndSeed(
  database: Database,
  options: PrepareOptions,
  log: (line: string) => void,
): Promise<Refusal | null> {
  let seeding = false;
  try {
    await database.migrate();
    options.signal.throwIfAborted();
    const state = await readSeedState(database.db);
    if (state === "partial") return { message: halfSeededMessage(options.where), code: 1 };
    if (state === "empty") {
      seeding = true;
      await seedFirstStart(database, options, log);
      seeding = false;
    }
    options.signal.throwIfAborted();
    return null;
  } catch (error) {
    if (!(error instanceof StopRequested)) throw error;
    const what = seeding
      ? "the seed was rolled back, and the next start seeds again"
      : "nothing was left half done";
    // i18n-exempt: printed to the operator's terminal, like every start-up line
    return { message: `Stopped before serving: ${what}.`, code: 0 };
  }
}

/** Any fixed 64-bit number: the advisory lock's key, the same in every Quorum process. */
const START_LOCK_KEY = 7_270_013_020;
const START_LOCK_POLL_MS = 250;

/** On PostgreSQL, waits for the site's start lock (a stop while waiting aborts); returns its release. */
async function startLock(
  database: Database,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  if (!database.pool) return async () => {};
  const client = await database.pool.connect();
  try {
    let said = false;
    for (;;) {
      const result = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
        START_LOCK_KEY,
      ]);
      if (result.rows[0]?.locked) break;
      if (!said) log("Another Quorum process is migrating or seeding this database: waiting for it…");
      said = true;
      signal.throwIfAborted();
      await sleep(START_LOCK_POLL_MS);
    }
  } catch (error) {
    client.release();
    throw error;
  }
  return async () => {
    // Releasing the connection with the lock held would keep it locked in the pool: unlock first, or drop it.
    try {
      await client.query("SELECT pg_advisory_unlock($1)", [START_LOCK_KEY]);
      client.release();
    } catch (error) {
      client.release(error instanceof Error ? error : true);
    }
  };
}

async function seedFirstStart(database: Database, options: PrepareOptions, log: (line: string) => void) {
  const started = Date.now();
  log("First start: seeding the demo community…");
  // Content is deterministic; its dates count back from now so a new community looks alive on first visit.
  await seedDemo(database.db, { password: options.demoPassword, now: new Date(), signal: options.signal });
  log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

async function exitBeforeServing(database: Database, message: string, code: number): Promise<never> {
  (code === 0 ? console.log : console.error)(message);
  await database.close(); // releases the data dir's lock
  process.exit(code);
}
