// Whether the first-start seed finished (db/seed-state.ts). Re-exported by schema.ts (what Drizzle reads).

import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * At most one row, written in the same transaction as the last of the seed: a database with content and no row
 * here is a half-seeded one (an interrupted seed of an older version, or an interrupted scale seed), which the
 * server refuses to serve. Migration 0009 marks databases seeded before this table existed, judged by content.
 */
export const seedState = pgTable(
  "seed_state",
  {
    seedStateID: integer("seedStateID").primaryKey().default(1),
    /** demo, scale, or existing (marked by the migration). */
    kind: text("kind").notNull(),
    dateCompleted: timestamp("dateCompleted", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("seed_state_single_row", sql`${t.seedStateID} = 1`)],
);
