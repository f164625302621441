// The content generation: a number that changes whenever something a guest could see changes. The guest cache puts
// it in every key, so a write makes every cached answer unreachable at once, with nothing to enumerate.
//
// Two parts. A local counter, bumped synchronously when this process writes, so its own next request already
// misses. And the stored generation (the one-row content_generation table), bumped in the database by every write and
// announced on the shared bus (bus/shared-bus.ts), so the other processes read it at once. Also polled: one
// primary-key read every pollMs, which still works behind poolers that drop notifications (PgBouncer in
// transaction mode) and bounds how long a lost message can go unseen.
import { eq, sql } from "drizzle-orm";
import { busOf } from "../bus/shared-bus";
import type { Db } from "../db/client";
import { contentGeneration } from "../db/schema";

const ROW = 1;
const TOPIC = "generation";

/** Bumps the stored generation; returns the new value. Also for writers outside the API (jobs, the seed). */
export async function bumpStoredGeneration(db: Db): Promise<number> {
  const [row] = await db
    .insert(contentGeneration)
    .values({ contentGenerationID: ROW, generation: 1 })
    .onConflictDoUpdate({
      target: contentGeneration.contentGenerationID,
      set: { generation: sql`${contentGeneration.generation} + 1` },
    })
    .returning({ generation: contentGeneration.generation });
  return row?.generation ?? 0;
}

async function readStoredGeneration(db: Db): Promise<number> {
  const [row] = await db
    .select({ generation: contentGeneration.generation })
    .from(contentGeneration)
    .where(eq(contentGeneration.contentGenerationID, ROW));
  return row?.generation ?? 0;
}

interface GenerationOptions {
  /** How often the stored generation is read; default 250 ms. */
  pollMs?: number;
  /** Called when a write made elsewhere is seen: another process's, or SQL by hand that bumped the generation. */
  onRemoteChange?: () => void;
  log?: (message: string) => void;
}

export class ContentGeneration {
  private stored = 0;
  private local = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  private failing = false;
  private unsubscribe = () => {};

  constructor(
    private readonly db: Db,
    private readonly options: GenerationOptions = {},
  ) {}

  /** What cache keys carry: changes on every local or remote write. */
  token(): string {
    return `${this.stored}.${this.local}`;
  }

  /** Reads the stored generation once, then polls it, and at once when the bus says it moved. */
  async start(): Promise<void> {
    this.stored = await readStoredGeneration(this.db);
    this.unsubscribe = busOf(this.db).subscribe(TOPIC, (generation) => {
      // Our own bump's message arrives here too, with the number we already hold.
      if (generation !== this.stored) void this.poll();
    });
    this.timer = setInterval(() => void this.poll(), this.options.pollMs ?? 250);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.unsubscribe();
    clearInterval(this.timer);
    this.timer = undefined;
    await this.polling;
  }

  /** A write happened here: local keys change now, the other processes learn it from the database. */
  async bump(): Promise<void> {
    this.local += 1;
    try {
      // Stored before the response leaves: a client that then asks another process finds the new generation there.
      this.advance(await bumpStoredGeneration(this.db), false);
      busOf(this.db).publish(TOPIC, this.stored);
    } catch (error) {
      this.log(`The content generation could not be stored: ${String(error)}`);
    }
  }

  private poll(): Promise<void> {
    this.polling ??= (async () => {
      try {
        this.advance(await readStoredGeneration(this.db), true);
      } catch (error) {
        // The database away for a moment: the next poll tries again, the TTL bounds what stays cached.
        this.log(`The content generation could not be read: ${String(error)}`);
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }

  private advance(generation: number, remote: boolean): void {
    this.failing = false;
    // Every other number is news, a smaller one too: the schema was reset and seeded again (npm run seed --reset).
    if (generation === this.stored) return;
    // Two of our own bumps answered out of order: the later number stands.
    if (!remote && generation < this.stored) return;
    // Our own bump returns exactly the next number; another jump, or a change seen by polling, came from elsewhere.
    const fromElsewhere = remote || generation !== this.stored + 1;
    this.stored = generation;
    if (fromElsewhere) this.options.onRemoteChange?.();
  }

  /** Logs the first failure of a run of them: the database away (or being reset) would log four times a second. */
  private log(message: string): void {
    if (this.failing) return;
    this.failing = true;
    (this.options.log ?? console.error)(message);
  }
}
