// Writes rows into a target's tables: one transaction for the whole load, so a failed restore leaves the target
// as it was. Foreign keys and triggers are off inside it (session_replication_role = replica), so tables load in
// any order and rows the triggers once derived are copied as they are; that setting needs a superuser, or on
// PostgreSQL 15+ a role granted SET on it (docs/reference/operations.md#restore).
import { quoteIdent } from "../../db/seed/bulk";
import { pgErrorCode } from "../../services/sql";
import type { SequenceInfo, TableInfo } from "./catalog";
import { inTransaction, type SqlSession } from "./session";

/** Rows and bytes of JSON per INSERT: a few round trips per thousand rows, a bounded parameter. */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;

export type RowSource = (table: TableInfo) => AsyncIterable<string[]>;

export interface LoadOptions {
  tables: TableInfo[];
  rows: RowSource;
  /** Where each sequence stood in the source, by "schema.table.column" (null: never used). */
  sequences: Map<string, string | null>;
  targetSequences: SequenceInfo[];
  log: (line: string) => void;
}

const INSUFFICIENT_PRIVILEGE = "42501";

async function disableChecks(session: SqlSession): Promise<void> {
  try {
    await session.rows("SET LOCAL session_replication_role = replica");
  } catch (error) {
    if (pgErrorCode(error) !== INSUFFICIENT_PRIVILEGE) throw error;
    throw new Error(
      "Loading needs a role that may set session_replication_role (a superuser, or on PostgreSQL 15+ " +
        "GRANT SET ON PARAMETER session_replication_role TO <role>), to load tables with foreign keys unchecked.",
    );
  }
}

function insertStatement(table: TableInfo): string {
  const columns = table.columns.map(quoteIdent).join(", ");
  return `INSERT INTO ${table.sql} (${columns}) OVERRIDING SYSTEM VALUE
    SELECT ${columns} FROM json_populate_recordset(NULL::${table.sql}, $1::json)`;
}

/** Re-batches the source's rows by count and size, so long rows never make one oversized statement. */
async function* batches(source: AsyncIterable<string[]>): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let bytes = 0;
  for await (const rows of source) {
    for (const row of rows) {
      batch.push(row);
      bytes += row.length;
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
        yield batch;
        batch = [];
        bytes = 0;
      }
    }
  }
  if (batch.length > 0) yield batch;
}

async function loadTable(session: SqlSession, table: TableInfo, source: RowSource): Promise<number> {
  // Rows the migrations wrote (the content generation, the shipped locales) give way to the source's.
  await session.rows(`DELETE FROM ${table.sql}`);
  const insert = insertStatement(table);
  let loaded = 0;
  for await (const batch of batches(source(table))) {
    await session.rows(insert, [`[${batch.join(",")}]`]);
    loaded += batch.length;
  }
  return loaded;
}

/** Each sequence past both the source's position and the highest key loaded, so no number is handed out twice. */
async function moveSequences(session: SqlSession, options: LoadOptions): Promise<void> {
  for (const sequence of options.targetSequences) {
    const source = options.sequences.get(`${sequence.table}.${sequence.column}`) ?? null;
    const table = options.tables.find((candidate) => candidate.name === sequence.table);
    if (!table) continue;
    await session.rows(
      `SELECT setval($2::regclass, v) FROM (
         SELECT GREATEST($1::bigint, (SELECT max(${quoteIdent(sequence.column)})::bigint FROM ${table.sql})) AS v
       ) s WHERE v IS NOT NULL`,
      [source, sequence.sql],
    );
  }
}

/** Loads every table and moves the sequences; answers the rows loaded per table. */
export async function loadTables(session: SqlSession, options: LoadOptions): Promise<Map<string, number>> {
  return inTransaction(session, "BEGIN", async () => {
    await disableChecks(session);
    const loaded = new Map<string, number>();
    for (const table of options.tables) {
      const count = await loadTable(session, table, options.rows);
      loaded.set(table.name, count);
      if (count > 0) options.log(`${table.name}: ${count.toLocaleString("en")} rows`);
    }
    await moveSequences(session, options);
    return loaded;
  });
}

/** Rows each table holds now, for the check after a load. */
export async function countRows(session: SqlSession, tables: TableInfo[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await session.rows<{ n: string }>(`SELECT count(*)::text AS n FROM ${table.sql}`);
    counts.set(table.name, Number(row?.n ?? 0));
  }
  return counts;
}
