// Before serving: migrate, then seed the demo into an empty database (one transaction, seed/demo.ts), serve a
// seeded one as it is, and refuse a half-seeded one (db/seed-state.ts) with what to do about it.
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
  let seeding = false;
  try {
    await database.migrate();
    options.signal.throwIfAborted();
    const state = await readSeedState(database.db);
    if (state === "partial") return await exitBeforeServing(database, halfSeededMessage(options.where), 1);
    if (state === "empty") {
      seeding = true;
      await seedFirstStart(database, options, log);
      seeding = false;
    }
    options.signal.throwIfAborted();
  } catch (error) {
    if (!(error instanceof StopRequested)) throw error;
    const what = seeding
      ? "the seed was rolled back, and the next start seeds again"
      : "nothing was left half done";
    return await exitBeforeServing(database, `Stopped before serving: ${what}.`, 0);
  }
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
