// Puts a PGlite test database's data back as it was: every table's rows (COPY to and from in-memory blobs) and
// every sequence's position. Reusing a loaded instance this way costs a fraction of loading a new one.
import type { PGlite } from "@electric-sql/pglite";

export interface PgliteBaseline {
  tables: { name: string; rows: Blob | undefined }[];
  sequences: { name: string; lastValue: string | null }[];
}

const USER_SCHEMAS = "schemaname NOT IN ('pg_catalog', 'information_schema')";

export async function recordBaseline(pglite: PGlite): Promise<PgliteBaseline> {
  const tableNames = await pglite.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables WHERE ${USER_SCHEMAS}`,
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
  return { tables, sequences: sequences.rows };
}

export async function restoreBaseline(pglite: PGlite, baseline: PgliteBaseline): Promise<void> {
  // Session state a file may have left (settings, listeners, prepared statements) goes too.
  await pglite.exec("DISCARD ALL");
  await pglite.transaction(async (tx) => {
    // Replica mode: no triggers and no foreign-key checks while tables are emptied and refilled in any order.
    await tx.exec("SET LOCAL session_replication_role = replica");
    await tx.exec(`TRUNCATE ${baseline.tables.map((table) => table.name).join(", ")}`);
    for (const table of baseline.tables) {
      if (table.rows?.size) await tx.query(`COPY ${table.name} FROM '/dev/blob'`, [], { blob: table.rows });
    }
    for (const sequence of baseline.sequences) {
      if (sequence.lastValue === null) await tx.exec(`ALTER SEQUENCE ${sequence.name} RESTART`);
      else await tx.query(`SELECT setval('${sequence.name}', ${sequence.lastValue}, true)`);
    }
  });
}
