// Puts a PGlite test database's data back as it was: the rows of every table a test wrote to (COPY from in-memory
// blobs) and every sequence's position. Reusing a loaded instance this way costs a fraction of loading a new one.
// Which tables were written is recorded by a statement trigger on each table (schema quorum_test, test databases
// only): most files write to a handful of the tables, and refilling all of them (with their full-text indexes) cost
// about 0.4 s a file.
import type { PGlite, Transaction } from "@electric-sql/pglite";

export interface PgliteBaseline {
  tables: { name: string; rows: Blob | undefined }[];
  sequences: { name: string; lastValue: string | null }[];
}

const USER_SCHEMAS = "schemaname NOT IN ('pg_catalog', 'information_schema', 'quorum_test')";

/** Records every write to a table of the baseline in quorum_test.written (triggers are off in replica mode). */
const TRACK_WRITES = `
CREATE SCHEMA quorum_test;
CREATE TABLE quorum_test.written (name text PRIMARY KEY);
CREATE FUNCTION quorum_test.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quorum_test.written VALUES (quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
`;

export async function recordBaseline(pglite: PGlite): Promise<PgliteBaseline> {
  const tableNames = await pglite.query<{ name: string }>(
    // Plain tables only: a partitioned table (the job queue's) has no rows of its own; its partitions are listed.
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
       WHERE ${USER_SCHEMAS}
         AND (SELECT relkind FROM pg_class
                WHERE oid = (quote_ident(schemaname) || '.' || quote_ident(tablename))::regclass) = 'r'`,
  );
  const tables: PgliteBaseline["tables"] = [];
  for (const { name } of tableNames.rows) {
    const copied = await pglite.query(`COPY ${name} TO '/dev/blob'`);
    tables.push({ name, rows: copied.blob });
  }
  const sequences = await pglite.query<{ name: string; lastValue: string | null }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value::text AS "lastValue"
       FROM pg_sequences WHERE ${USER_SCHEMAS}`,
  );
  await pglite.exec(TRACK_WRITES);
  for (const { name } of tables) {
    await pglite.exec(
      `CREATE TRIGGER quorum_test_note_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${name}
         FOR EACH STATEMENT EXECUTE FUNCTION quorum_test.note_write()`,
    );
  }
  return { tables, sequences: sequences.rows };
}

/** Empties and refills the written tables with the baseline's rows; answers how many tables it refilled. */
export async function restoreBaseline(pglite: PGlite, baseline: PgliteBaseline): Promise<number> {
  // Session state a file may have left (settings, listeners, prepared statements) goes too.
  await pglite.exec("DISCARD ALL");
  const written = await pglite.query<{ name: string }>("SELECT name FROM quorum_test.written");
  const names = new Set(written.rows.map((row) => row.name));
  const tables = baseline.tables.filter((table) => names.has(table.name));
  await pglite.transaction(async (tx) => {
    // Replica mode: no triggers and no foreign-key checks while tables are emptied and refilled in any order.
    await tx.exec("SET LOCAL session_replication_role = replica");
    // DELETE, not TRUNCATE: a table that other, unwritten, tables refer to cannot be truncated alone.
    for (const table of tables) await tx.exec(`DELETE FROM ${table.name}`);
    for (const table of tables) {
      if (table.rows?.size) await tx.query(`COPY ${table.name} FROM '/dev/blob'`, [], { blob: table.rows });
    }
    await restoreSequences(tx, baseline);
    await tx.exec("DELETE FROM quorum_test.written");
  });
  // The deleted rows' space, so fifty files in a row do not leave a table fifty times its size.
  if (tables.length > 0) await pglite.exec(`VACUUM ${tables.map((table) => table.name).join(", ")}`);
  return tables.length;
}

/** Every sequence back where the baseline had it, in one round trip. */
async function restoreSequences(tx: Transaction, baseline: PgliteBaseline): Promise<void> {
  const statements = baseline.sequences.map((sequence) =>
    sequence.lastValue === null
      ? `ALTER SEQUENCE ${sequence.name} RESTART;`
      : `SELECT setval('${sequence.name}', ${sequence.lastValue}, true);`,
  );
  if (statements.length > 0) await tx.exec(statements.join("\n"));
}
