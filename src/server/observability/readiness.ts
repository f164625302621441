// What /readyz checks (docs/reference/operations.md#health-metrics-and-logs): the process is not draining, the
// database answers `select 1` within a bound, and every migration of this version's journal is applied. Migrations
// count as applied by drizzle's own rule: the newest row of drizzle.__drizzle_migrations is at least as recent as
// the journal's last entry (and no fewer rows than entries).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { type MigrationMeta, readMigrationFiles } from "drizzle-orm/migrator";
import { msg } from "../../lib/i18n/msg";
import type { Database } from "../db/client";
import type { FieldErrorInput } from "../http/errors";

type ReadinessCheck = "draining" | "database" | "migrations";

/** A failed check, as a field error of the 503 body keyed by the check's name. */
type ReadinessFailure = FieldErrorInput & { field: ReadinessCheck };

export interface ReadinessOptions {
  database: Database;
  isDraining: () => boolean;
  /** How long `select 1` may take before the database counts as unreachable; default 2 s. */
  timeoutMs?: number;
}

const DEFAULT_READINESS_TIMEOUT_MS = 2_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../db/migrations");

let journal: MigrationMeta[] | null = null;

/** The journal this code ships, read (and its files hashed) once per process. */
function expectedMigrations(): MigrationMeta[] {
  journal ??= readMigrationFiles({ migrationsFolder });
  return journal;
}

class Timeout extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function databaseFailure(database: Database, timeoutMs: number): Promise<ReadinessFailure | null> {
  try {
    await within(database.db.execute(sql`select 1`), timeoutMs);
    return null;
  } catch (error) {
    const late = error instanceof Timeout;
    return {
      field: "database",
      code: late ? "timeout" : "unreachable",
      message: late
        ? msg("The database did not answer within {seconds} s.")
        : msg("The database could not be reached."),
      ...(late ? { values: { seconds: timeoutMs / 1000 } } : {}),
    };
  }
}

/** How many of the journal's migrations the database lacks (all of them when it has no migrations table). */
async function pendingMigrations(database: Database, timeoutMs: number): Promise<number> {
  const expected = expectedMigrations();
  const last = expected.at(-1);
  if (!last) return 0;
  let applied = 0;
  let newest = 0;
  try {
    const result = await within(
      database.db.execute(
        sql`select count(*)::int as applied, coalesce(max(created_at), 0)::bigint as newest
            from drizzle.__drizzle_migrations`,
      ),
      timeoutMs,
    );
    const [row] = rowsOf<{ applied: number; newest: string | number }>(result);
    applied = row?.applied ?? 0;
    newest = Number(row?.newest ?? 0);
  } catch (error) {
    if (error instanceof Timeout) throw error;
    return expected.length; // no drizzle schema yet: nothing was ever migrated
  }
  const newer = expected.filter((migration) => migration.folderMillis > newest).length;
  return Math.max(newer, expected.length - applied);
}

async function migrationsFailure(database: Database, timeoutMs: number): Promise<ReadinessFailure | null> {
  try {
    const count = await pendingMigrations(database, timeoutMs);
    if (count === 0) return null;
    return {
      field: "migrations",
      code: "pending",
      message: msg(
        "{count, plural, one {# migration of this version is} other {# migrations of this version are}} not applied.",
      ),
      values: { count },
    };
  } catch {
    return {
      field: "migrations",
      code: "timeout",
      message: msg("The database did not answer within {seconds} s."),
      values: { seconds: timeoutMs / 1000 },
    };
  }
}

/** The failed checks, none when the process is ready for traffic. */
export async function readinessFailures(options: ReadinessOptions): Promise<ReadinessFailure[]> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_READINESS_TIMEOUT_MS;
  if (options.isDraining()) {
    return [{ field: "draining", code: "draining", message: msg("The server is shutting down.") }];
  }
  const database = await databaseFailure(options.database, timeoutMs);
  if (database) return [database];
  const migrations = await migrationsFailure(options.database, timeoutMs);
  return migrations ? [migrations] : [];
}
