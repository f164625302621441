// Caches every process keeps of the same rows (route state, the category index, site totals, hot and trending
// orders, tag clouds, leaderboards) are dropped in every process at once: a writer calls `invalidate(db, name)`,
// which runs the handlers registered under that name here and in every other process (bus/shared-bus.ts). If the
// bus lost messages, every cache goes. docs/reference/operations.md#the-shared-bus.
import type { Db } from "../db/client";
import { busOf, MISSED_MESSAGES } from "./shared-bus";

const TOPIC = "invalidate";
const handlers = new Map<string, Array<(db: Db) => void>>();
const wired = new WeakSet<Db>();

function run(db: Db, name: string): void {
  for (const handler of handlers.get(name) ?? []) handler(db);
}

function wire(db: Db): void {
  if (wired.has(db)) return;
  wired.add(db);
  const bus = busOf(db);
  bus.subscribe(TOPIC, (name) => {
    if (typeof name === "string") run(db, name);
  });
  bus.subscribe(MISSED_MESSAGES, () => {
    for (const name of handlers.keys()) run(db, name);
  });
}

/** Registers what dropping the cache `name` means (at module load, once per cache). */
export function onInvalidate(name: string, handler: (db: Db) => void): void {
  handlers.set(name, [...(handlers.get(name) ?? []), handler]);
}

/** Drops the cache `name` of this database here at once and in every other process within a moment. */
export function invalidate(db: Db, name: string): void {
  wire(db);
  busOf(db).publish(TOPIC, name);
}

/** Drops caches of this process only: when a write is seen that said nothing on the bus (cache/install.ts). */
export function dropHere(db: Db, names: readonly string[]): void {
  for (const name of names) run(db, name);
}

/** Starts hearing other processes' invalidations for this database (app.ts, when the server starts). */
export function hearInvalidations(db: Db): void {
  wire(db);
}
