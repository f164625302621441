// Reads a table's rows as JSON text, one row_to_json per row, in primary-key order through a cursor: a batch in
// memory at a time whatever the table's size. JSON is engine-neutral (PGlite runs a newer PostgreSQL than a
// server may), and json_populate_recordset reads it back on either (load-tables.ts).
import { quoteIdent } from "../../db/seed/bulk";
import type { TableInfo } from "./catalog";
import type { SqlSession } from "./session";

/** Rows per FETCH: large enough to keep round trips few, small enough for a batch of long posts. */
const FETCH_ROWS = 500;

/**
 * A row's JSON can hold a line break only between tokens (inside a string it is escaped), from the text of a `json`
 * column; as a space it means the same, and every row stays one line of the dump.
 */
function oneLine(json: string): string {
  return json.includes("\n") || json.includes("\r") ? json.replace(/[\r\n]/g, " ") : json;
}

let cursors = 0;

/**
 * Yields the table's rows in batches. Must run inside a transaction on `session` (a cursor lives in one); a
 * REPEATABLE READ one gives every table the same snapshot.
 */
export async function* readTable(session: SqlSession, table: TableInfo): AsyncGenerator<string[]> {
  const cursor = `quorum_dump_${++cursors}`;
  const order =
    table.key.length > 0
      ? ` ORDER BY ${table.key.map((column) => `t.${quoteIdent(column)}`).join(", ")}`
      : "";
  const columns = table.columns.map((column) => `t.${quoteIdent(column)}`).join(", ");
  // A sub-select of the written columns only: a generated column is computed again by the target.
  await session.rows(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR
       SELECT row_to_json(r)::text AS row FROM (SELECT ${columns} FROM ${table.sql} t${order}) r`,
  );
  try {
    for (;;) {
      const rows = await session.rows<{ row: string }>(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
      if (rows.length > 0) yield rows.map((row) => oneLine(row.row));
      if (rows.length < FETCH_ROWS) return;
    }
  } finally {
    // After a failure the transaction is aborted and refuses this too; the rollback closes the cursor then.
    await session.rows(`CLOSE ${cursor}`).catch(() => undefined);
  }
}
