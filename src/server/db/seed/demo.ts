// The demo community: a deterministic seed (fixed PRNG seed, dates relative to `now`, DEMO_ANCHOR by default)
// so every run produces the same forum. Callers seed only an empty database.
// One transaction, ending with the seed_state row (db/seed-state.ts): a seed interrupted at any point (Ctrl-C,
// a crash, SIGKILL) leaves nothing behind on either engine, and the next start seeds again.
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { invalidateCategoryIndex } from "../../services/category-index";
import type { Db } from "../client";
import { markSeeded } from "../seed-state";
import { DEMO_ANCHOR, type SeedOptions, seedBase } from "./base";
import { seedDemoContent } from "./demo-content";
import { seedDemoGroups } from "./demo-groups";
import { seedDemoKnowledge } from "./demo-knowledge";
import { seedDemoSignatures } from "./demo-signatures";
import { seedDemoSite } from "./demo-site";
import { Random } from "./prng";
import { recountAll } from "./recount";
import { resetSequences } from "./sequences";

export { seedBase };

const SEEDED_TABLES = [
  "users",
  "categories",
  "tags",
  "reaction_types",
  "discussions",
  "comments",
  "reactions",
];

export interface DemoSeedOptions extends SeedOptions {
  /** Aborting it (the first Ctrl-C of main.ts) rolls the seed back at its next checkpoint. */
  signal?: AbortSignal;
}

/** Between steps: PGlite's queries resolve as microtasks, so without a turn of the event loop a signal handler
 * would not run before the whole seed is done; then stop if the seed was interrupted. */
function checkpointFor(signal: AbortSignal | undefined): () => Promise<void> {
  if (!signal) return async () => {};
  return async () => {
    await nextTurn();
    signal.throwIfAborted();
  };
}

export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<void> {
  const now = options.now ?? DEMO_ANCHOR;
  const checkpoint = checkpointFor(options.signal);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db; // a transaction is a PgDatabase: every seed step takes it as is
    await checkpoint();
    const base = await seedBase(tx, { ...options, now });
    await checkpoint();
    await seedDemoContent(tx, base, new Random(0x5eed), now, checkpoint);
    await checkpoint();
    // The recount and the site step join these tables: without statistics of the rows this transaction inserted,
    // the planner keeps what autovacuum saw after an interrupted seed rolled back ("empty") and nests loops over
    // thousands of rows for minutes. ANALYZE in a transaction counts its own new rows.
    await tx.execute(sql.raw(`ANALYZE ${SEEDED_TABLES.join(", ")}`));
    await recountAll(tx);
    await checkpoint();
    await seedDemoSite(tx, base, now);
    await seedDemoSignatures(tx);
    await seedDemoKnowledge(tx, base, now); // after seedDemoSite: it converts an accepted answer
    await resetSequences(tx);
    await seedDemoGroups(tx, base, now); // last, on sequences past the explicit IDs: the rest keeps its IDs
    await markSeeded(tx, "demo");
  });
  invalidateCategoryIndex(db); // the seed's steps cached (and dropped) theirs under the transaction's handle
}
