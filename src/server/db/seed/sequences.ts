// Seeds insert explicit ids (so rows can reference each other before they exist); afterwards the serial
// sequences must move past them or the next ordinary insert collides.
import { sql } from "drizzle-orm";
import type { Db } from "../client";

const SERIALS = [
  ["users", "userID"],
  ["roles", "roleID"],
  ["categories", "categoryID"],
  ["discussions", "discussionID"],
  ["comments", "commentID"],
  ["tags", "tagID"],
  ["reaction_types", "tagID"],
  ["layouts", "layoutID"],
  ["custom_pages", "customPageID"],
  ["collections", "collectionID"],
  ["knowledge_bases", "knowledgeBaseID"],
  ["knowledge_categories", "knowledgeCategoryID"],
  ["articles", "articleID"],
  ["article_revisions", "articleRevisionID"],
] as const;

export async function resetSequences(db: Db): Promise<void> {
  for (const [table, column] of SERIALS) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), max("${column}")) FROM "${table}" HAVING max("${column}") IS NOT NULL`,
      ),
    );
  }
}

/** Inserts rows in chunks: one statement per chunk keeps the parameter count under PostgreSQL's limit.
 * `between` runs after each chunk (the demo seed's checkpoint: it may throw to stop an interrupted seed). */
export async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = 500,
  between?: () => Promise<void>,
) {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
    await between?.();
  }
}
