// The demo community: a deterministic seed (fixed PRNG seed, dates relative to `now`, DEMO_ANCHOR by default)
// so every run produces the same forum. Callers seed only an empty database.
import type { Db } from "../client";
import { DEMO_ANCHOR, type SeedOptions, seedBase } from "./base";
import { seedDemoContent } from "./demo-content";
import { seedDemoSite } from "./demo-site";
import { Random } from "./prng";
import { recountAll } from "./recount";
import { resetSequences } from "./sequences";

export { DEMO_ANCHOR, recountAll, seedBase };

export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now ?? DEMO_ANCHOR;
  const base = await seedBase(db, { ...options, now });
  await seedDemoContent(db, base, new Random(0x5eed), now);
  await recountAll(db);
  await seedDemoSite(db, base, now);
  await resetSequences(db);
}
