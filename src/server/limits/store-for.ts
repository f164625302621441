// Which window store a site counts in (limits/windows.ts): PostgreSQL's table, which every process shares, or this
// process's memory for PGlite, which one process owns.
import type { Database } from "../db/client";
import { PostgresWindowStore } from "./postgres-windows";
import { MemoryWindowStore, type WindowStore } from "./windows";

export function windowStoreFor(database: Database): { store: WindowStore; stop(): void } {
  if (database.kind === "postgres") {
    const store = new PostgresWindowStore(database.db);
    return { store, stop: () => store.stop() };
  }
  return { store: new MemoryWindowStore(), stop: () => {} };
}
