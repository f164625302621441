// The content generation (cache/generation.ts): one row, bumped by every write a guest could see, read by every
// process of the site so each drops its cached guest answers within a poll; and the shared rate-limit windows.
// Re-exported by schema.ts.

import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const contentGeneration = pgTable(
  "content_generation",
  {
    contentGenerationID: integer("contentGenerationID").primaryKey().default(1),
    generation: bigint("generation", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("content_generation_single_row", sql`${t.contentGenerationID} = 1`)],
);

// Rate-limit windows every process counts in (limits/postgres-windows.ts): one row per key and window length,
// reset when `resetAt` has passed. UNLOGGED (migration 0022): counters need not survive a crash, and skipping the
// write-ahead log keeps a counted request cheap.
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").notNull(),
    windowMs: integer("windowMs").notNull(),
    count: integer("count").notNull(),
    resetAt: timestamp("resetAt", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowMs] }), index("rate_limit_windows_reset").on(t.resetAt)],
);
