// Whether the database holds a complete seed. The demo seed commits in one transaction together with its
// seed_state row (seed/demo.ts), so a first start interrupted at any point leaves an empty database that the next
// start seeds again. Content without that row is a half-seeded database (an older version interrupted mid-seed,
// an interrupted scale seed): serving it would show a site with pieces missing, so the server refuses it.
import { sql } from "drizzle-orm";
import { selectRows } from "../services/sql";
import type { Db } from "./client";
import { seedState } from "./schema";

export type SeedState = "empty" | "seeded" | "partial";

/** The tables every seed writes first (seedBase): a row in one of them means a seed has begun. */
const SEEDED_TABLES = ["roles", "users", "categories", "tags", "reaction_types", "config", "discussions"];

export async function readSeedState(db: Db): Promise<SeedState> {
  const [marker] = await db.select({ kind: seedState.kind }).from(seedState).limit(1);
  if (marker) return "seeded";
  const anyRow = SEEDED_TABLES.map((table) => `EXISTS (SELECT 1 FROM "${table}")`).join(" OR ");
  const [row] = await selectRows<{ content: boolean }>(db, sql.raw(`SELECT (${anyRow}) AS content`));
  return row?.content ? "partial" : "empty";
}

/** Written by a seed as its last statement (in the demo seed's transaction). */
export async function markSeeded(db: Db, kind: "demo" | "scale"): Promise<void> {
  await db.insert(seedState).values({ seedStateID: 1, kind });
}

/** What the operator reads when a start finds a half-seeded database: what happened and the two ways out. */
export function halfSeededMessage(where: string): string {
  return [
    `The database (${where}) holds part of a seed that never finished: an earlier first start or seed was`,
    "interrupted. Quorum will not serve it, because pages and data would be missing.",
    "To start afresh with the demo community, either:",
    "  - stop Quorum, delete that data folder (or point QUORUM_DATA_DIR at an empty one) and start again, or",
    "  - run `npm run seed -- --reset` (drops everything in this database and seeds the demo; with DATABASE_URL",
    "    set it resets that PostgreSQL database).",
  ].join("\n");
}
