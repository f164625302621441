// The demo is seeded only into an empty database, so a restart never re-seeds or duplicates anything.
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { users } from "./schema";

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ any: sql<number>`1` }).from(users).limit(1);
  return row === undefined;
}
