// The content generation (cache/generation.ts): one row, bumped by every write a guest could see, read by every
// process of the site so each drops its cached guest answers within a poll. Re-exported by schema.ts.

import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

export const contentGeneration = pgTable(
  "content_generation",
  {
    contentGenerationID: integer("contentGenerationID").primaryKey().default(1),
    generation: bigint("generation", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("content_generation_single_row", sql`${t.contentGenerationID} = 1`)],
);
