// One database connection for the copier: a cursor and the transaction it lives in must stay on one connection,
// which a node-postgres pool does not promise from query to query. PGlite has one connection anyway.
import type { Database } from "../../db/client";

export interface SqlSession {
  engine: Database["kind"];
  /** Runs one statement and answers its rows. */
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Gives the connection back (PostgreSQL); the database itself is closed by its owner. */
  release(): void;
}

export async function openSession(database: Database): Promise<SqlSession> {
  const { pglite, pool } = database;
  if (pglite) {
    return {
      engine: "pglite",
      rows: async <T>(text: string, params: unknown[] = []) => (await pglite.query<T>(text, params)).rows,
      release: () => {},
    };
  }
  if (!pool) throw new Error("The database has neither a PGlite instance nor a PostgreSQL pool.");
  const client = await pool.connect();
  return {
    engine: "postgres",
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    release: () => client.release(),
  };
}

/** Runs `work` in a transaction on `session`; rolls back when it throws. */
export async function inTransaction<T>(
  session: SqlSession,
  begin: string,
  work: () => Promise<T>,
): Promise<T> {
  await session.rows(begin);
  try {
    const result = await work();
    await session.rows("COMMIT");
    return result;
  } catch (error) {
    await session.rows("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
