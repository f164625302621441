// What a backup copies, read from the database's own catalogue so a new table is never forgotten: every table of
// the public schema, and the job queue's tables that hold work (docs/reference/operations.md#what-a-backup-holds).
// Partitions are reached through their parent table; generated columns are left for the target to compute.
import { quoteIdent } from "../../db/seed/bulk";
import type { SqlSession } from "./session";

export interface TableInfo {
  /** "schema.table", as the manifest names it. */
  name: string;
  /** The quoted, schema-qualified name for SQL. */
  sql: string;
  /** Primary-key columns (empty when the table has none): the dump's order. */
  key: string[];
  /** Columns a row is written with (not generated, not dropped). */
  columns: string[];
}

export interface SequenceInfo {
  /** "schema.table" and column the sequence numbers. */
  table: string;
  column: string;
  /** The quoted, schema-qualified sequence name. */
  sql: string;
}

/**
 * The job queue's tables whose rows are work or its configuration: queues, jobs (waiting, retrying, active — an
 * active job is retried when its expiry passes), flows, cron schedules and subscriptions. Its version, instance,
 * warning, statistics and maintenance tables belong to the installed queue and are left as the target has them.
 */
const JOB_QUEUE_TABLES = ["queue", "job", "job_dependency", "schedule", "subscription"];

interface TableRow {
  schema: string;
  table: string;
  key: string[] | null;
  columns: string[];
}

const TABLES_SQL = `
SELECT n.nspname AS schema, c.relname AS table,
  (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM pg_index i
     CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
   WHERE i.indrelid = c.oid AND i.indisprimary) AS key,
  (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
   WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
  AND (n.nspname = 'public' OR (n.nspname = 'pgboss' AND c.relname = ANY($1::text[])))
ORDER BY n.nspname DESC, c.relname`;

export async function listTables(session: SqlSession): Promise<TableInfo[]> {
  const rows = await session.rows<TableRow>(TABLES_SQL, [JOB_QUEUE_TABLES]);
  return rows.map((row) => ({
    name: `${row.schema}.${row.table}`,
    sql: `${quoteIdent(row.schema)}.${quoteIdent(row.table)}`,
    key: row.key ?? [],
    columns: row.columns,
  }));
}

const SEQUENCES_SQL = `
SELECT tn.nspname || '.' || t.relname AS table, a.attname::text AS column,
  quote_ident(sn.nspname) || '.' || quote_ident(s.relname) AS sql
FROM pg_depend d
JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
JOIN pg_namespace sn ON sn.oid = s.relnamespace
JOIN pg_class t ON t.oid = d.refobjid
JOIN pg_namespace tn ON tn.oid = t.relnamespace
JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')`;

/** The sequences owned by a column (serial and identity columns) of the copied tables. */
export async function listSequences(session: SqlSession, tables: TableInfo[]): Promise<SequenceInfo[]> {
  const copied = new Set(tables.map((table) => table.name));
  const rows = await session.rows<SequenceInfo>(SEQUENCES_SQL);
  return rows.filter((row) => copied.has(row.table));
}

/** A sequence's position, or null when it never handed out a value. */
export async function sequenceValue(session: SqlSession, sequence: SequenceInfo): Promise<string | null> {
  const [row] = await session.rows<{ value: string | null }>(
    `SELECT CASE WHEN is_called THEN last_value::text END AS value FROM ${sequence.sql}`,
  );
  return row?.value ?? null;
}

export interface AppliedMigration {
  hash: string;
  createdAt: string;
}

/** The migrations the database ran, oldest first (drizzle's journal table); empty when it never ran any. */
export async function appliedMigrations(session: SqlSession): Promise<AppliedMigration[]> {
  const [exists] = await session.rows<{ found: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found",
  );
  if (!exists?.found) return [];
  return session.rows<AppliedMigration>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY id`,
  );
}

/** The job queue's schema version (pg-boss), or null without one. */
export async function jobQueueVersion(session: SqlSession): Promise<number | null> {
  const [exists] = await session.rows<{ found: boolean }>(
    "SELECT to_regclass('pgboss.version') IS NOT NULL AS found",
  );
  if (!exists?.found) return null;
  const [row] = await session.rows<{ version: number }>("SELECT version::int AS version FROM pgboss.version");
  return row?.version ?? null;
}
