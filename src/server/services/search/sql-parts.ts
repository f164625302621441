// Small SQL pieces the search sources share.
import { type SQL, sql } from "drizzle-orm";
import { escapeLike } from "../sql";

/**
 * An integer array as one parameter ('{1,2,3}'::int[]): drizzle spreads a JS array into a list of parameters, which
 * an empty list breaks and a long one bloats. Only integers (validated or from the database) come here.
 */
export function intArray(ids: readonly number[]): SQL {
  const safe = ids.filter((id) => Number.isSafeInteger(id));
  return sql`${`{${safe.join(",")}}`}::int[]`;
}

/** A list of text parameters for IN (…); never empty (callers check). */
export function textList(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** `column ILIKE '%text%'` with the reader's own % _ and \ taken literally. */
export function containsText(column: SQL, text: string): SQL {
  return sql`${column} ILIKE ${`%${escapeLike(text)}%`}`;
}

/** `column ILIKE 'text%'`. */
export function startsWithText(column: SQL, text: string): SQL {
  return sql`${column} ILIKE ${`${escapeLike(text)}%`}`;
}

/** Conditions joined with AND; `true` when there are none. */
export function allOf(conditions: readonly SQL[]): SQL {
  return conditions.length ? sql.join([...conditions], sql` AND `) : sql`true`;
}

/** Conditions joined with OR; `false` when there are none. */
export function anyOf(conditions: readonly SQL[]): SQL {
  return conditions.length ? sql`(${sql.join([...conditions], sql` OR `)})` : sql`false`;
}

/** The name filter on a record that is its own title: every word somewhere in the name. */
export function nameWords(column: SQL, name: string | null): SQL[] {
  if (!name) return [];
  return [
    allOf(
      name
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8)
        .map((word) => containsText(column, word)),
    ),
  ];
}
