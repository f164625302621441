// Opens the database: embedded PGlite under a data dir by default, a PostgreSQL server when DATABASE_URL is set.
// Both speak the same dialect, so everything above this file sees one `Db` type.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { installJobQueueSchema } from "../jobs/queue";
import { acquireDataDirLock } from "./lock";
import { queryMeterLogger } from "./query-meter";
import * as schema from "./schema";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: what services write through when several writes must land together. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations; idempotent. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Set for PGlite only: the embedded instance, for bulk loads and test snapshots. */
  pglite?: PGlite;
  /** Set for PostgreSQL only. */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** postgres://… switches to a server. */
  url?: string | undefined;
  /** PGlite data dir; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** A dumped PGlite data dir to start from (tests restore a migrated+seeded snapshot). */
  loadDataDir?: Blob | File | undefined;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, a dropped test database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // The logger counts queries for the editor's cost meter only (query-meter.ts); otherwise it does nothing.
  const db = drizzlePg(pool, { schema, logger: queryMeterLogger }) as unknown as Db;
  const database: Database = {
    db,
    kind: "postgres",
    pool,
    migrate: async () => {
      await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      await installJobQueueSchema(database);
    },
    close: () => pool.end(),
  };
  return database;
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true }); // PGlite does not create parent directories
    release = acquireDataDirLock(dataDir); // PGlite does not lock its data dir; two writers corrupt it
  }
  const storage = dataDir ? { dataDir } : loadDataDir ? { loadDataDir } : {};
  // pg_trgm: trigram indexes for search (migration 0011_search.sql, docs/reference/search.md#engine).
  const client = new PGlite({ ...storage, extensions: { pg_trgm } });
  await client.waitReady;
  return pgliteDatabase(client, async () => {
    await client.close();
    release();
  });
}

/**
 * A Database over an open PGlite instance. Each call makes a new `db`, so caches keyed by it start empty (the API
 * tests hand one reset instance to file after file).
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const orm = drizzlePglite(client, { schema, logger: queryMeterLogger });
  const database: Database = {
    db: orm as unknown as Db,
    kind: "pglite",
    pglite: client,
    migrate: async () => {
      await migratePglite(orm, { migrationsFolder });
      await installJobQueueSchema(database);
    },
    close,
  };
  return database;
}
