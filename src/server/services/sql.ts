// Raw SQL results: both drivers (node-postgres and PGlite) answer execute() with { rows }.
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/client";

export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The PostgreSQL error code of a failed query (drizzle wraps driver errors; the code sits on the cause). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === "object" && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";

/** Text for a LIKE / ILIKE pattern in which the user's own % _ and \ match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Bound parameters per statement stay far below PostgreSQL's 65,535 when a list of IDs is this long at most. */
export const ID_CHUNK = 5_000;

/** Runs `query` on slices of `ids` (an `IN` list each) and concatenates the rows. */
export async function inChunks<T>(
  ids: readonly number[],
  query: (slice: number[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK)
    rows.push(...(await query(ids.slice(start, start + ID_CHUNK))));
  return rows;
}
